; tvm/mul-min-max-L785: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x215662 (= (* (ite (< x y) x y) (ite (> x y) x y)) (* x y))))
(not (=> true (and $x215662)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x97790 (= (* x y) (* (ite (< x y) x y) (ite (> x y) x y)))))
(not (=> true (and $x97790)))))
(check-sat)
(pop 1)
(exit)
