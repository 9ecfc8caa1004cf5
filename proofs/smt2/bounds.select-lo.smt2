; bounds/select-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(declare-fun b () Bool)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (ite (< lo_x lo_y) lo_x lo_y) (ite b x y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x200977 (<= lo_x 9223372036854775807)))
 (let (($x207325 (>= lo_x (- 9223372036854775808))))
 (and $x207325 $x200977))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x204367 (<= lo_y 9223372036854775807)))
 (let (($x202998 (>= lo_y (- 9223372036854775808))))
 (and $x202998 $x204367))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x205103 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x68317 (and true true (and true (and (>= ?x205103 (- 9223372036854775808)) (<= ?x205103 9223372036854775807))))))
(not (and (and $x68317 (= ?x205103 (ite (< lo_x lo_y) lo_x lo_y))))))))
(check-sat)
(pop 1)
(exit)
