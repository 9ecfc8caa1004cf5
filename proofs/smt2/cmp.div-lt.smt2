; cmp/div-lt: refinement both ways; every check-sat must answer unsat
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
 (let ((?x984 (* c c2)))
(let ((?x50 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1811 (= (< (ite (>= c 0) (div ?x50 c) (div (- ?x50) (- c))) c2) (< ?x50 ?x984))))
(let (($x10979 (and (distinct 0 ok_x) true)))
(not (=> (and $x10979 (and (distinct 0 c) true)) (and $x10979 $x1811))))))))
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
 (let ((?x50 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2251 (>= c 0)))
(let (($x8613 (= (< ?x50 (* c c2)) (< (ite $x2251 (div ?x50 c) (div (- ?x50) (- c))) c2))))
(let (($x11045 (and (distinct 0 c) true)))
(let (($x10979 (and (distinct 0 ok_x) true)))
(not (=> (and $x10979) (and $x10979 $x11045 $x8613)))))))))
(check-sat)
(pop)
