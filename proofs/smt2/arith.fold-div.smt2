; arith/fold-div: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1532 (div c1 c2)))
(let (($x3088 (>= c2 0)))
(let ((?x3099 (ite $x3088 ?x1532 (div (- c1) (- c2)))))
(let (($x3752 (and (distinct 0 c2) true)))
(not (=> (and $x3752) (and $x3752 (= ?x3099 ?x3099)))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1532 (div c1 c2)))
(let (($x3088 (>= c2 0)))
(let ((?x3099 (ite $x3088 ?x1532 (div (- c1) (- c2)))))
(let (($x3752 (and (distinct 0 c2) true)))
(not (=> (and $x3752) (and $x3752 (= ?x3099 ?x3099)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x1469 (<= k_c2 9223372036854775807)))
 (let (($x58 (>= k_c2 (- 9223372036854775808))))
 (and $x58 $x1469))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15 (<= k_c1 9223372036854775807)))
 (let (($x4392 (>= k_c1 (- 9223372036854775808))))
 (and $x4392 $x15))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3782 (and (distinct 0 k_c2) true)))
 (and true true $x3782)))
(assert
 (let (($x3782 (and (distinct 0 k_c2) true)))
(let ((?x305 (div k_c1 k_c2)))
(let (($x1239 (>= k_c2 0)))
(let ((?x3103 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x305 (- (div (- k_c1) k_c2)))))))
(let ((?x3585 (+ ?x3103 k_c2)))
(let ((?x3239 (* k_c2 (ite (>= ?x3585 0) (div ?x3585 k_c2) (- (div (- ?x3585) k_c2))))))
(let ((?x3476 (- ?x3585 ?x3239)))
(let ((?x5973 (- k_c1 ?x3476)))
(let ((?x3130 (ite (>= ?x5973 0) (div ?x5973 k_c2) (- (div (- ?x5973) k_c2)))))
(let (($x37 (and (distinct k_c2 0) true)))
(let (($x3401 (and (and $x37 (not (and (= ?x3585 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3476 (- 9223372036854775808)) (<= ?x3476 9223372036854775807)))))
(let (($x1019 (and (and $x37 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3103 (- 9223372036854775808)) (<= ?x3103 9223372036854775807)))))
(let (($x4250 (and (and true true $x1019) true (and true (and (>= ?x3585 (- 9223372036854775808)) (<= ?x3585 9223372036854775807))))))
(let (($x4043 (and true (and $x4250 true $x3401) (and true (and (>= ?x5973 (- 9223372036854775808)) (<= ?x5973 9223372036854775807))))))
(let (($x1916 (and (and $x4043 true (and $x37 (and (>= ?x3130 (- 9223372036854775808)) (<= ?x3130 9223372036854775807)))) (= ?x3130 (ite $x1239 ?x305 (div (- k_c1) (- k_c2)))))))
(not (and $x37 $x1916 $x3782))))))))))))))))))
(check-sat)
(pop)
