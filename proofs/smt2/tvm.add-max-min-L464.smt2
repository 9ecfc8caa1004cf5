; tvm/add-max-min-L464: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x169645 (= (+ (ite (> x y) x y) (ite (< x y) x y)) (+ x y))))
(not (=> true (and $x169645)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x204007 (= (+ x y) (+ (ite (> x y) x y) (ite (< x y) x y)))))
(not (=> true (and $x204007)))))
(check-sat)
(pop 1)
(exit)
