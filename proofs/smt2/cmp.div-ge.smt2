; cmp/div-ge: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1434 (* c c2)))
(let ((?x9098 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4336 (>= (ite (>= c 0) (div ?x9098 c) (div (- ?x9098) (- c))) c2)))
(let (($x8709 (and (distinct 0 ok_x) true)))
(let (($x1248 (=> (and $x8709 (and (distinct 0 c) true)) (and $x8709 (= $x4336 (>= ?x9098 ?x1434))))))
(not $x1248)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x9098 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15874 (>= c 0)))
(let (($x5681 (= (>= ?x9098 (* c c2)) (>= (ite $x15874 (div ?x9098 c) (div (- ?x9098) (- c))) c2))))
(let (($x9146 (and (distinct 0 c) true)))
(let (($x8709 (and (distinct 0 ok_x) true)))
(not (=> (and $x8709) (and $x8709 $x9146 $x5681)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3554 (<= k_c 9223372036854775807)))
 (let (($x9743 (>= k_c (- 9223372036854775808))))
 (and $x9743 $x3554))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5692 (<= k_c2 9223372036854775807)))
 (let (($x9598 (>= k_c2 (- 9223372036854775808))))
 (and $x9598 $x5692))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x266 (< 0 k_c)))
 (and true true $x266)))
(assert
 (let (($x266 (< 0 k_c)))
(let (($x5236 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x1563 (and (and true true (and true $x5236)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x1563 $x266))))))
(check-sat)
(pop)
