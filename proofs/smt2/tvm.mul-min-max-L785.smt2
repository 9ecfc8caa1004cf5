; tvm/mul-min-max-L785: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x201807 (* x y)))
(let (($x7607 (and (= (* (ite (< x y) x y) (ite (> x y) x y)) ?x201807))))
(not (=> true $x7607)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x201807 (* x y)))
(let (($x183177 (and (= ?x201807 (* (ite (< x y) x y) (ite (> x y) x y))))))
(not (=> true $x183177)))))
(check-sat)
(pop 1)
(exit)
