; tvm/min-max-absorb-L1500: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x107787 (ite (> x y) x y)))
(not (=> true (and (= (ite (< x ?x107787) x ?x107787) x))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x107787 (ite (> x y) x y)))
(not (=> true (and (= x (ite (< x ?x107787) x ?x107787)))))))
(check-sat)
(pop 1)
(exit)
