; tvm/add-max-min-L464: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x205042 (= (+ (ite (> x y) x y) (ite (< x y) x y)) (+ x y))))
(not (=> true (and $x205042)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x215920 (= (+ x y) (+ (ite (> x y) x y) (ite (< x y) x y)))))
(not (=> true (and $x215920)))))
(check-sat)
(pop 1)
(exit)
