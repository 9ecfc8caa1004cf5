; divmod/div-mul-add-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x9052 (- c)))
(let ((?x6282 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3225 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10689 (+ ?x3225 ?x6282)))
(let (($x16500 (>= c 0)))
(let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x1854 (ite $x16500 (div (+ (+ (* ?x11 c) ?x3225) ?x6282) c) (div (- (+ (+ (* ?x11 c) ?x3225) ?x6282)) ?x9052))))
(let (($x14450 (not (and (= c (- 1)) (= ?x10689 (- 2147483648))))))
(let (($x8043 (and (distinct c 0) true)))
(let (($x63 (and (distinct ok_z 0) true)))
(let (($x18 (and (distinct ok_y 0) true)))
(let (($x3008 (and (distinct ok_x 0) true)))
(let (($x16516 (and $x3008 $x18 $x63 $x8043 $x14450 (= ?x1854 (+ ?x11 (ite $x16500 (div ?x10689 c) (div (- ?x10689) ?x9052)))))))
(let (($x2299 (not (and (= c (- 1)) (= (+ (+ (* ?x11 c) ?x3225) ?x6282) (- 2147483648))))))
(not (=> (and $x3008 $x18 $x63 $x8043 $x2299) $x16516)))))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x9052 (- c)))
(let ((?x6282 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3225 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3369 (+ (+ (* ?x11 c) ?x3225) ?x6282)))
(let (($x16500 (>= c 0)))
(let ((?x15497 (+ ?x11 (ite $x16500 (div (+ ?x3225 ?x6282) c) (div (- (+ ?x3225 ?x6282)) ?x9052)))))
(let (($x2299 (not (and (= c (- 1)) (= ?x3369 (- 2147483648))))))
(let (($x8043 (and (distinct c 0) true)))
(let (($x63 (and (distinct ok_z 0) true)))
(let (($x18 (and (distinct ok_y 0) true)))
(let (($x3008 (and (distinct ok_x 0) true)))
(let (($x3718 (and $x3008 $x18 $x63 $x8043 $x2299 (= ?x15497 (ite $x16500 (div ?x3369 c) (div (- ?x3369) ?x9052))))))
(let (($x14450 (not (and (= c (- 1)) (= (+ ?x3225 ?x6282) (- 2147483648))))))
(not (=> (and $x3008 $x18 $x63 $x8043 $x14450) $x3718)))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x11383 (<= k_c 9223372036854775807)))
 (let (($x3327 (>= k_c (- 9223372036854775808))))
 (and $x3327 $x11383))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11079 (and (distinct 0 k_c) true)))
 (and true true $x11079)))
(assert
 (let (($x4127 (and (distinct (- 1) k_c) true)))
 (and true true $x4127)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
