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
 (let ((?x2952 (div c1 c2)))
 (let (($x574 (>= c2 0)))
 (let ((?x3448 (ite $x574 ?x2952 (div (- c1) (- c2)))))
 (let ((?x24 (- c1 (* c2 ?x3448))))
 (and (distinct ?x24 c1) true))))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2952 (div c1 c2)))
(let (($x574 (>= c2 0)))
(let ((?x3448 (ite $x574 ?x2952 (div (- c1) (- c2)))))
(let ((?x6907 (- c2)))
(let ((?x24 (- c1 (* c2 ?x3448))))
(let ((?x3973 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x7218 (+ ?x3973 ?x24)))
(let (($x5062 (= (ite $x574 (div (+ ?x3973 c1) c2) (div (- (+ ?x3973 c1)) ?x6907)) (+ (ite $x574 (div ?x7218 c2) (div (- ?x7218) ?x6907)) ?x3448))))
(let (($x2018 (and (distinct 0 c2) true)))
(let (($x11209 (and (distinct 0 ok_x) true)))
(not (=> (and $x11209 $x2018) (and $x11209 $x2018 $x2018 $x2018 $x5062))))))))))))))
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
 (let ((?x2952 (div c1 c2)))
 (let (($x574 (>= c2 0)))
 (let ((?x3448 (ite $x574 ?x2952 (div (- c1) (- c2)))))
 (let ((?x24 (- c1 (* c2 ?x3448))))
 (and (distinct ?x24 c1) true))))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x6907 (- c2)))
(let ((?x3973 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2994 (+ ?x3973 c1)))
(let (($x574 (>= c2 0)))
(let ((?x2952 (div c1 c2)))
(let ((?x3448 (ite $x574 ?x2952 (div (- c1) ?x6907))))
(let ((?x16524 (ite $x574 (div (+ ?x3973 (- c1 (* c2 ?x3448))) c2) (div (- (+ ?x3973 (- c1 (* c2 ?x3448)))) ?x6907))))
(let (($x2018 (and (distinct 0 c2) true)))
(let (($x11209 (and (distinct 0 ok_x) true)))
(let (($x2562 (and $x11209 $x2018 (= (+ ?x16524 ?x3448) (ite $x574 (div ?x2994 c2) (div (- ?x2994) ?x6907))))))
(not (=> (and $x11209 $x2018 $x2018 $x2018) $x2562)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x16238 (<= k_c2 9223372036854775807)))
 (let (($x16566 (>= k_c2 (- 9223372036854775808))))
 (and $x16566 $x16238))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8720 (<= k_c1 9223372036854775807)))
 (let (($x16528 (>= k_c1 (- 9223372036854775808))))
 (and $x16528 $x8720))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x16794 (< 0 k_c2)))
 (and true true $x16794)))
(assert
 (let ((?x4475 (div k_c1 k_c2)))
 (let (($x6600 (>= k_c1 0)))
 (let ((?x13865 (- k_c1 (* k_c2 (ite $x6600 ?x4475 (- (div (- k_c1) k_c2)))))))
 (let ((?x8725 (+ ?x13865 k_c2)))
 (let ((?x16573 (* k_c2 (ite (>= ?x8725 0) (div ?x8725 k_c2) (- (div (- ?x8725) k_c2))))))
 (let ((?x6687 (- ?x8725 ?x16573)))
 (let (($x12036 (and (distinct k_c2 0) true)))
 (let (($x13090 (and (and $x12036 (not (and (= ?x8725 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x6687 (- 9223372036854775808)) (<= ?x6687 9223372036854775807)))))
 (let (($x9664 (and (and $x12036 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x13865 (- 9223372036854775808)) (<= ?x13865 9223372036854775807)))))
 (let (($x16240 (and (and true true $x9664) true (and true (and (>= ?x8725 (- 9223372036854775808)) (<= ?x8725 9223372036854775807))))))
 (let (($x3008 (and $x16240 true $x13090)))
 (and $x3008 true (and (distinct ?x6687 k_c1) true))))))))))))))
(assert
 (let ((?x4475 (div k_c1 k_c2)))
(let (($x10743 (>= k_c2 0)))
(let ((?x5062 (ite $x10743 ?x4475 (div (- k_c1) (- k_c2)))))
(let ((?x3929 (- k_c1 (* k_c2 ?x5062))))
(let (($x12036 (and (distinct k_c2 0) true)))
(let (($x16794 (< 0 k_c2)))
(let ((?x13865 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x4475 (- (div (- k_c1) k_c2)))))))
(let ((?x8725 (+ ?x13865 k_c2)))
(let ((?x16573 (* k_c2 (ite (>= ?x8725 0) (div ?x8725 k_c2) (- (div (- ?x8725) k_c2))))))
(let ((?x6687 (- ?x8725 ?x16573)))
(let ((?x16527 (- k_c1 ?x6687)))
(let ((?x15847 (ite (>= ?x16527 0) (div ?x16527 k_c2) (- (div (- ?x16527) k_c2)))))
(let (($x13090 (and (and $x12036 (not (and (= ?x8725 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x6687 (- 9223372036854775808)) (<= ?x6687 9223372036854775807)))))
(let (($x9664 (and (and $x12036 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x13865 (- 9223372036854775808)) (<= ?x13865 9223372036854775807)))))
(let (($x16240 (and (and true true $x9664) true (and true (and (>= ?x8725 (- 9223372036854775808)) (<= ?x8725 9223372036854775807))))))
(let (($x3008 (and $x16240 true $x13090)))
(let (($x13447 (and (and true $x3008 (and true (and (>= ?x16527 (- 9223372036854775808)) (<= ?x16527 9223372036854775807)))) true (and $x12036 (and (>= ?x15847 (- 9223372036854775808)) (<= ?x15847 9223372036854775807))))))
(let (($x15854 (and $x12036 (and $x3008 (= ?x6687 ?x3929)) $x12036 (and $x13447 (= ?x15847 ?x5062)) $x16794 $x12036 (and (distinct ?x3929 k_c1) true))))
(not $x15854))))))))))))))))))))
(check-sat)
(pop)
