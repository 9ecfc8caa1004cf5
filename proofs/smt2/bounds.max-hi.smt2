; bounds/max-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (let (($x207366 (and (<= (ite (< x y) y x) (ite (< hi_x hi_y) hi_y hi_x)))))
(not $x207366)))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x14388 (<= hi_x 9223372036854775807)))
 (let (($x212658 (>= hi_x (- 9223372036854775808))))
 (and $x212658 $x14388))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x204550 (<= hi_y 9223372036854775807)))
 (let (($x172656 (>= hi_y (- 9223372036854775808))))
 (and $x172656 $x204550))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x200047 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x12365 (and true true (and true (and (>= ?x200047 (- 9223372036854775808)) (<= ?x200047 9223372036854775807))))))
(not (and (and $x12365 (= ?x200047 ?x200047)))))))
(check-sat)
(pop)
