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
 (let ((?x215620 (div x c1)))
(let (($x205076 (>= c1 0)))
(let ((?x205558 (ite $x205076 ?x215620 (div (- x) (- c1)))))
(let (($x213374 (not (and (= c1 (- 1)) (= x (- 2147483648))))))
(let (($x208212 (and (distinct c1 0) true)))
(let (($x169761 (=> (and $x208212 $x213374) (and $x208212 $x213374 (= (- x (* ?x205558 c1)) (- x (* c1 ?x205558)))))))
(not $x169761))))))))
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
 (let ((?x215620 (div x c1)))
(let (($x205076 (>= c1 0)))
(let ((?x205558 (ite $x205076 ?x215620 (div (- x) (- c1)))))
(let (($x213374 (not (and (= c1 (- 1)) (= x (- 2147483648))))))
(let (($x208212 (and (distinct c1 0) true)))
(let (($x211126 (=> (and $x208212 $x213374) (and $x208212 $x213374 (= (- x (* c1 ?x205558)) (- x (* ?x205558 c1)))))))
(not $x211126))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(assert
 (let (($x201057 (<= k_c1 9223372036854775807)))
 (let (($x111135 (>= k_c1 (- 9223372036854775808))))
 (and $x111135 $x201057))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x197733 (and (distinct 0 k_c1) true)))
 (and true true $x197733)))
(assert
 (not (and (and (distinct 0 k_c1) true))))
(check-sat)
(pop 1)
(exit)
