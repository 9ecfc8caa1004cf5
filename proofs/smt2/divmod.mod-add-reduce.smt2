; divmod/mod-add-reduce: refinement both ways; every check-sat must answer unsat
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
 (let ((?x11274 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x13525 (- c1 ?x11274)))
 (and (distinct ?x13525 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4421 (- c2)))
(let ((?x13525 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x4421))))))
(let ((?x3677 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2276 (+ ?x3677 ?x13525)))
(let (($x2562 (>= c2 0)))
(let ((?x4950 (* c2 (ite $x2562 (div (+ ?x3677 c1) c2) (div (- (+ ?x3677 c1)) ?x4421)))))
(let ((?x7593 (+ ?x3677 c1)))
(let (($x8981 (= (- ?x7593 ?x4950) (- ?x2276 (* c2 (ite $x2562 (div ?x2276 c2) (div (- ?x2276) ?x4421)))))))
(let (($x5986 (and (distinct 0 c2) true)))
(let (($x8346 (and (distinct 0 ok_x) true)))
(not (=> (and $x8346 $x5986) (and $x8346 $x5986 $x5986 $x8981))))))))))))))
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
 (let ((?x11274 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x13525 (- c1 ?x11274)))
 (and (distinct ?x13525 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4421 (- c2)))
(let ((?x3677 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x7593 (+ ?x3677 c1)))
(let (($x2562 (>= c2 0)))
(let ((?x13525 (- c1 (* c2 (ite $x2562 (div c1 c2) (div (- c1) ?x4421))))))
(let ((?x2276 (+ ?x3677 ?x13525)))
(let (($x1638 (= (- ?x2276 (* c2 (ite $x2562 (div ?x2276 c2) (div (- ?x2276) ?x4421)))) (- ?x7593 (* c2 (ite $x2562 (div ?x7593 c2) (div (- ?x7593) ?x4421)))))))
(let (($x5986 (and (distinct 0 c2) true)))
(let (($x8346 (and (distinct 0 ok_x) true)))
(not (=> (and $x8346 $x5986 $x5986) (and $x8346 $x5986 $x1638)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x16794 (<= k_c2 9223372036854775807)))
 (let (($x10260 (>= k_c2 (- 9223372036854775808))))
 (and $x10260 $x16794))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x10743 (<= k_c1 9223372036854775807)))
 (let (($x6687 (>= k_c1 (- 9223372036854775808))))
 (and $x6687 $x10743))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2630 (< 0 k_c2)))
 (and true true $x2630)))
(assert
 (let ((?x4475 (div k_c1 k_c2)))
 (let (($x16570 (>= k_c1 0)))
 (let ((?x8711 (- k_c1 (* k_c2 (ite $x16570 ?x4475 (- (div (- k_c1) k_c2)))))))
 (let ((?x7751 (+ ?x8711 k_c2)))
 (let ((?x16179 (* k_c2 (ite (>= ?x7751 0) (div ?x7751 k_c2) (- (div (- ?x7751) k_c2))))))
 (let ((?x13866 (- ?x7751 ?x16179)))
 (let (($x10788 (and (distinct k_c2 0) true)))
 (let (($x12420 (and (and $x10788 (not (and (= ?x7751 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x13866 (- 9223372036854775808)) (<= ?x13866 9223372036854775807)))))
 (let (($x15892 (and (and $x10788 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x8711 (- 9223372036854775808)) (<= ?x8711 9223372036854775807)))))
 (let (($x7564 (and (and true true $x15892) true (and true (and (>= ?x7751 (- 9223372036854775808)) (<= ?x7751 9223372036854775807))))))
 (let (($x16161 (and $x7564 true $x12420)))
 (and $x16161 true (and (distinct ?x13866 k_c1) true))))))))))))))
(assert
 (let ((?x4475 (div k_c1 k_c2)))
(let (($x9987 (>= k_c2 0)))
(let ((?x8981 (- k_c1 (* k_c2 (ite $x9987 ?x4475 (div (- k_c1) (- k_c2)))))))
(let (($x10788 (and (distinct k_c2 0) true)))
(let (($x2630 (< 0 k_c2)))
(let ((?x8711 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x4475 (- (div (- k_c1) k_c2)))))))
(let ((?x7751 (+ ?x8711 k_c2)))
(let ((?x16179 (* k_c2 (ite (>= ?x7751 0) (div ?x7751 k_c2) (- (div (- ?x7751) k_c2))))))
(let ((?x13866 (- ?x7751 ?x16179)))
(let (($x12420 (and (and $x10788 (not (and (= ?x7751 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x13866 (- 9223372036854775808)) (<= ?x13866 9223372036854775807)))))
(let (($x15892 (and (and $x10788 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x8711 (- 9223372036854775808)) (<= ?x8711 9223372036854775807)))))
(let (($x7564 (and (and true true $x15892) true (and true (and (>= ?x7751 (- 9223372036854775808)) (<= ?x7751 9223372036854775807))))))
(let (($x16161 (and $x7564 true $x12420)))
(not (and $x10788 (and $x16161 (= ?x13866 ?x8981)) $x2630 $x10788 (and (distinct ?x8981 k_c1) true)))))))))))))))))
(check-sat)
(pop)
