; facts/lt-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(assert
 (< x y))
(assert
 (<= y hi_y))
(assert
 (not (and (<= x (- hi_y 1)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x98686 (<= hi_y 9223372036854775807)))
 (let (($x203678 (>= hi_y (- 9223372036854775808))))
 (and $x203678 $x98686))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x207015 (and true (and (>= (- hi_y 1) (- 9223372036854775808)) (<= (- hi_y 1) 9223372036854775807)))))
(let (($x202393 (and (and (and true true $x207015) (= (- hi_y 1) (- hi_y 1))))))
(not $x202393))))
(check-sat)
(pop)
