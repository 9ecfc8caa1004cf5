; tvm/sub-min-swap-L628: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x215487 (and (= 0 (- (ite (< x y) x y) (ite (< y x) y x))))))
(not (=> true $x215487))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x215487 (and (= 0 (- (ite (< x y) x y) (ite (< y x) y x))))))
(not (=> true $x215487))))
(check-sat)
(pop 1)
(exit)
