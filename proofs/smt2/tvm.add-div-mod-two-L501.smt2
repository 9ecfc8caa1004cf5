; tvm/add-div-mod-two-L501: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (let (($x204206 (= (+ (div x 2) (- x (* 2 (div x 2)))) (div (+ x 1) 2))))
(not (=> true (and $x204206)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (let (($x204482 (= (div (+ x 1) 2) (+ (div x 2) (- x (* 2 (div x 2)))))))
(not (=> true (and $x204482)))))
(check-sat)
(pop 1)
(exit)
