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
 (not (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite b x y)))))
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
 (let (($x171215 (<= lo_x 9223372036854775807)))
 (let (($x206539 (>= lo_x (- 9223372036854775808))))
 (and $x206539 $x171215))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x76976 (<= lo_y 9223372036854775807)))
 (let (($x200276 (>= lo_y (- 9223372036854775808))))
 (and $x200276 $x76976))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x164211 (<= lo_x lo_y)))
(let ((?x19026 (ite $x164211 lo_x lo_y)))
(let (($x6229 (and true true (and true (and (>= ?x19026 (- 9223372036854775808)) (<= ?x19026 9223372036854775807))))))
(not (and (and $x6229 (= ?x19026 (ite (< lo_y lo_x) lo_y lo_x)))))))))
(check-sat)
(pop 1)
(exit)
