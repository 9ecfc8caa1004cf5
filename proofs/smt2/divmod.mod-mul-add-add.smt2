; divmod/mod-mul-add-add: refinement both ways; every check-sat must answer unsat
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
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5144 (- c)))
(let ((?x1388 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3212 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1105 (+ ?x3212 ?x1388)))
(let (($x3813 (>= c 0)))
(let ((?x4244 (ite $x3813 (div (+ (+ (* x c) ?x3212) ?x1388) c) (div (- (+ (+ (* x c) ?x3212) ?x1388)) ?x5144))))
(let ((?x3053 (+ (+ (* x c) ?x3212) ?x1388)))
(let (($x12806 (= (- ?x3053 (* c ?x4244)) (- ?x1105 (* c (ite $x3813 (div ?x1105 c) (div (- ?x1105) ?x5144)))))))
(let (($x5960 (not (and (= c (- 1)) (= ?x1105 (- 2147483648))))))
(let (($x2075 (and (distinct c 0) true)))
(let (($x3841 (and (distinct ok_z 0) true)))
(let (($x3582 (and (distinct ok_y 0) true)))
(let (($x3793 (=> (and $x3582 $x3841 $x2075 (not (and (= c (- 1)) (= ?x3053 (- 2147483648))))) (and $x3582 $x3841 $x2075 $x5960 $x12806))))
(not $x3793)))))))))))))))
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
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5144 (- c)))
(let ((?x1388 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3212 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3053 (+ (+ (* x c) ?x3212) ?x1388)))
(let (($x3813 (>= c 0)))
(let ((?x16302 (* c (ite $x3813 (div (+ ?x3212 ?x1388) c) (div (- (+ ?x3212 ?x1388)) ?x5144)))))
(let ((?x1105 (+ ?x3212 ?x1388)))
(let (($x16675 (= (- ?x1105 ?x16302) (- ?x3053 (* c (ite $x3813 (div ?x3053 c) (div (- ?x3053) ?x5144)))))))
(let (($x8967 (not (and (= c (- 1)) (= ?x3053 (- 2147483648))))))
(let (($x2075 (and (distinct c 0) true)))
(let (($x3841 (and (distinct ok_z 0) true)))
(let (($x3582 (and (distinct ok_y 0) true)))
(let (($x4649 (=> (and $x3582 $x3841 $x2075 (not (and (= c (- 1)) (= ?x1105 (- 2147483648))))) (and $x3582 $x3841 $x2075 $x8967 $x16675))))
(not $x4649)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x11945 (<= k_c 9223372036854775807)))
 (let (($x1131 (>= k_c (- 9223372036854775808))))
 (and $x1131 $x11945))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11590 (and (distinct 0 k_c) true)))
 (and true true $x11590)))
(assert
 (let (($x4234 (and (distinct (- 1) k_c) true)))
 (and true true $x4234)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
