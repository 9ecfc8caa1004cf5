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
 (let ((?x4134 (- c)))
(let ((?x4639 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x10940 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3688 (+ ?x10940 ?x4639)))
(let (($x4090 (>= c 0)))
(let ((?x41 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3139 (ite $x4090 (div (+ (+ (* ?x41 c) ?x10940) ?x4639) c) (div (- (+ (+ (* ?x41 c) ?x10940) ?x4639)) ?x4134))))
(let (($x9890 (not (and (= c (- 1)) (= ?x3688 (- 2147483648))))))
(let (($x1939 (and (distinct c 0) true)))
(let (($x733 (and (distinct ok_z 0) true)))
(let (($x3305 (and (distinct ok_y 0) true)))
(let (($x11220 (and (distinct ok_x 0) true)))
(let (($x53 (and $x11220 $x3305 $x733 $x1939 $x9890 (= ?x3139 (+ ?x41 (ite $x4090 (div ?x3688 c) (div (- ?x3688) ?x4134)))))))
(let (($x274 (not (and (= c (- 1)) (= (+ (+ (* ?x41 c) ?x10940) ?x4639) (- 2147483648))))))
(not (=> (and $x11220 $x3305 $x733 $x1939 $x274) $x53)))))))))))))))))
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
 (let ((?x4134 (- c)))
(let ((?x4639 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x10940 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x41 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x11570 (+ (+ (* ?x41 c) ?x10940) ?x4639)))
(let (($x4090 (>= c 0)))
(let ((?x917 (+ ?x41 (ite $x4090 (div (+ ?x10940 ?x4639) c) (div (- (+ ?x10940 ?x4639)) ?x4134)))))
(let (($x274 (not (and (= c (- 1)) (= ?x11570 (- 2147483648))))))
(let (($x1939 (and (distinct c 0) true)))
(let (($x733 (and (distinct ok_z 0) true)))
(let (($x3305 (and (distinct ok_y 0) true)))
(let (($x11220 (and (distinct ok_x 0) true)))
(let (($x11701 (and $x11220 $x3305 $x733 $x1939 $x274 (= ?x917 (ite $x4090 (div ?x11570 c) (div (- ?x11570) ?x4134))))))
(let (($x9890 (not (and (= c (- 1)) (= (+ ?x10940 ?x4639) (- 2147483648))))))
(not (=> (and $x11220 $x3305 $x733 $x1939 $x9890) $x11701)))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x13344 (<= k_c 9223372036854775807)))
 (let (($x12964 (>= k_c (- 9223372036854775808))))
 (and $x12964 $x13344))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13157 (and (distinct 0 k_c) true)))
 (and true true $x13157)))
(assert
 (let (($x2259 (and (distinct (- 1) k_c) true)))
 (and true true $x2259)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
