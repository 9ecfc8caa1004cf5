; tvm/sub-div-mul-L683: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c1) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (let ((?x183177 (div x c1)))
(let (($x80033 (>= c1 0)))
(let ((?x207775 (ite $x80033 ?x183177 (div (- x) (- c1)))))
(let (($x205787 (not (and (= c1 (- 1)) (= x (- 2147483648))))))
(let (($x207311 (and (distinct c1 0) true)))
(let (($x218174 (=> (and $x207311 $x205787) (and $x207311 $x205787 (= (- x (* ?x207775 c1)) (- x (* c1 ?x207775)))))))
(not $x218174))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c1) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (let ((?x183177 (div x c1)))
(let (($x80033 (>= c1 0)))
(let ((?x207775 (ite $x80033 ?x183177 (div (- x) (- c1)))))
(let (($x205787 (not (and (= c1 (- 1)) (= x (- 2147483648))))))
(let (($x207311 (and (distinct c1 0) true)))
(let (($x184664 (=> (and $x207311 $x205787) (and $x207311 $x205787 (= (- x (* c1 ?x207775)) (- x (* ?x207775 c1)))))))
(not $x184664))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(assert
 (let (($x219718 (<= k_c1 9223372036854775807)))
 (let (($x63635 (>= k_c1 (- 9223372036854775808))))
 (and $x63635 $x219718))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x216406 (and (distinct 0 k_c1) true)))
 (and true true $x216406)))
(assert
 (not (and (and (distinct 0 k_c1) true))))
(check-sat)
(pop 1)
(exit)
