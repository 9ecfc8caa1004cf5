; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4188 (- c)))
(let ((?x7 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x786 (>= c 0)))
(let ((?x4087 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3012 (ite $x786 (div (+ (* ?x4087 c) ?x7) c) (div (- (+ (* ?x4087 c) ?x7)) ?x4188))))
(let (($x334 (and (distinct 0 c) true)))
(let (($x136 (and (distinct 0 ok_y) true)))
(let (($x3237 (and (distinct 0 ok_x) true)))
(let (($x3054 (and $x3237 $x136 $x334 (= ?x3012 (+ ?x4087 (ite $x786 (div ?x7 c) (div (- ?x7) ?x4188)))))))
(not (=> (and $x3237 $x136 $x334) $x3054))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4188 (- c)))
(let ((?x7 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4087 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x889 (+ (* ?x4087 c) ?x7)))
(let (($x786 (>= c 0)))
(let (($x26 (= (+ ?x4087 (ite $x786 (div ?x7 c) (div (- ?x7) ?x4188))) (ite $x786 (div ?x889 c) (div (- ?x889) ?x4188)))))
(let (($x334 (and (distinct 0 c) true)))
(let (($x136 (and (distinct 0 ok_y) true)))
(let (($x3237 (and (distinct 0 ok_x) true)))
(not (=> (and $x3237 $x136 $x334) (and $x3237 $x136 $x334 $x26)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1337 (<= k_c 9223372036854775807)))
 (let (($x64 (>= k_c (- 9223372036854775808))))
 (and $x64 $x1337))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x16 (and (distinct 0 k_c) true)))
 (and true true $x16)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
