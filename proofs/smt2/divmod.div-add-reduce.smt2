; divmod/div-add-reduce: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x4071 (div c1 c2)))
 (let (($x2853 (>= c2 0)))
 (let ((?x3040 (ite $x2853 ?x4071 (div (- c1) (- c2)))))
 (let ((?x3470 (- c1 (* c2 ?x3040))))
 (and (distinct ?x3470 c1) true))))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4071 (div c1 c2)))
(let (($x2853 (>= c2 0)))
(let ((?x3040 (ite $x2853 ?x4071 (div (- c1) (- c2)))))
(let ((?x3804 (- c2)))
(let ((?x3470 (- c1 (* c2 ?x3040))))
(let ((?x3585 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3865 (+ ?x3585 ?x3470)))
(let (($x3615 (= (ite $x2853 (div (+ ?x3585 c1) c2) (div (- (+ ?x3585 c1)) ?x3804)) (+ (ite $x2853 (div ?x3865 c2) (div (- ?x3865) ?x3804)) ?x3040))))
(let (($x3923 (and (distinct 0 c2) true)))
(let (($x3677 (and (distinct 0 ok_x) true)))
(not (=> (and $x3677 $x3923) (and $x3677 $x3923 $x3923 $x3923 $x3615))))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x4071 (div c1 c2)))
 (let (($x2853 (>= c2 0)))
 (let ((?x3040 (ite $x2853 ?x4071 (div (- c1) (- c2)))))
 (let ((?x3470 (- c1 (* c2 ?x3040))))
 (and (distinct ?x3470 c1) true))))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3804 (- c2)))
(let ((?x3585 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x9 (+ ?x3585 c1)))
(let (($x2853 (>= c2 0)))
(let ((?x4071 (div c1 c2)))
(let ((?x3040 (ite $x2853 ?x4071 (div (- c1) ?x3804))))
(let ((?x3733 (ite $x2853 (div (+ ?x3585 (- c1 (* c2 ?x3040))) c2) (div (- (+ ?x3585 (- c1 (* c2 ?x3040)))) ?x3804))))
(let (($x3923 (and (distinct 0 c2) true)))
(let (($x3677 (and (distinct 0 ok_x) true)))
(let (($x1920 (and $x3677 $x3923 (= (+ ?x3733 ?x3040) (ite $x2853 (div ?x9 c2) (div (- ?x9) ?x3804))))))
(not (=> (and $x3677 $x3923 $x3923 $x3923) $x1920)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x5913 (<= k_c2 9223372036854775807)))
 (let (($x3722 (>= k_c2 (- 9223372036854775808))))
 (and $x3722 $x5913))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3535 (<= k_c1 9223372036854775807)))
 (let (($x4129 (>= k_c1 (- 9223372036854775808))))
 (and $x4129 $x3535))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2466 (< 0 k_c2)))
 (and true true $x2466)))
(assert
 (let ((?x2877 (div k_c1 k_c2)))
 (let (($x3482 (>= k_c1 0)))
 (let ((?x2976 (- k_c1 (* k_c2 (ite $x3482 ?x2877 (- (div (- k_c1) k_c2)))))))
 (let ((?x8668 (+ ?x2976 k_c2)))
 (let ((?x3476 (* k_c2 (ite (>= ?x8668 0) (div ?x8668 k_c2) (- (div (- ?x8668) k_c2))))))
 (let ((?x1889 (- ?x8668 ?x3476)))
 (let (($x4388 (and (distinct k_c2 0) true)))
 (let (($x43 (and (and $x4388 (not (and (= ?x8668 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1889 (- 9223372036854775808)) (<= ?x1889 9223372036854775807)))))
 (let (($x873 (and (and $x4388 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2976 (- 9223372036854775808)) (<= ?x2976 9223372036854775807)))))
 (let (($x5979 (and (and true true $x873) true (and true (and (>= ?x8668 (- 9223372036854775808)) (<= ?x8668 9223372036854775807))))))
 (let (($x7747 (and $x5979 true $x43)))
 (and $x7747 true (and (distinct ?x1889 k_c1) true))))))))))))))
(assert
 (let ((?x2877 (div k_c1 k_c2)))
(let (($x11510 (>= k_c2 0)))
(let ((?x3615 (ite $x11510 ?x2877 (div (- k_c1) (- k_c2)))))
(let ((?x4284 (- k_c1 (* k_c2 ?x3615))))
(let (($x4388 (and (distinct k_c2 0) true)))
(let (($x2466 (< 0 k_c2)))
(let ((?x2976 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x2877 (- (div (- k_c1) k_c2)))))))
(let ((?x8668 (+ ?x2976 k_c2)))
(let ((?x3476 (* k_c2 (ite (>= ?x8668 0) (div ?x8668 k_c2) (- (div (- ?x8668) k_c2))))))
(let ((?x1889 (- ?x8668 ?x3476)))
(let ((?x872 (- k_c1 ?x1889)))
(let ((?x818 (ite (>= ?x872 0) (div ?x872 k_c2) (- (div (- ?x872) k_c2)))))
(let (($x43 (and (and $x4388 (not (and (= ?x8668 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1889 (- 9223372036854775808)) (<= ?x1889 9223372036854775807)))))
(let (($x873 (and (and $x4388 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2976 (- 9223372036854775808)) (<= ?x2976 9223372036854775807)))))
(let (($x5979 (and (and true true $x873) true (and true (and (>= ?x8668 (- 9223372036854775808)) (<= ?x8668 9223372036854775807))))))
(let (($x7747 (and $x5979 true $x43)))
(let (($x2196 (and (and true $x7747 (and true (and (>= ?x872 (- 9223372036854775808)) (<= ?x872 9223372036854775807)))) true (and $x4388 (and (>= ?x818 (- 9223372036854775808)) (<= ?x818 9223372036854775807))))))
(let (($x178 (and $x4388 (and $x7747 (= ?x1889 ?x4284)) $x4388 (and $x2196 (= ?x818 ?x3615)) $x2466 $x4388 (and (distinct ?x4284 k_c1) true))))
(not $x178))))))))))))))))))))
(check-sat)
(pop)
