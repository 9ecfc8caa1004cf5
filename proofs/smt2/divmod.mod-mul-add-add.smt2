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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5511 (- c)))
(let ((?x3620 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x4336 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14860 (+ ?x4336 ?x3620)))
(let (($x630 (>= c 0)))
(let ((?x1822 (ite $x630 (div (+ (+ (* x c) ?x4336) ?x3620) c) (div (- (+ (+ (* x c) ?x4336) ?x3620)) ?x5511))))
(let ((?x1296 (+ (+ (* x c) ?x4336) ?x3620)))
(let (($x2088 (= (- ?x1296 (* c ?x1822)) (- ?x14860 (* c (ite $x630 (div ?x14860 c) (div (- ?x14860) ?x5511)))))))
(let (($x51 (and (distinct c 0) true)))
(let (($x2453 (and (distinct ok_z 0) true)))
(let (($x1497 (and (distinct ok_y 0) true)))
(not (=> (and $x1497 $x2453 $x51) (and $x1497 $x2453 $x51 $x2088)))))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5511 (- c)))
(let ((?x3620 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x4336 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1296 (+ (+ (* x c) ?x4336) ?x3620)))
(let (($x630 (>= c 0)))
(let ((?x612 (* c (ite $x630 (div (+ ?x4336 ?x3620) c) (div (- (+ ?x4336 ?x3620)) ?x5511)))))
(let ((?x14860 (+ ?x4336 ?x3620)))
(let (($x4298 (= (- ?x14860 ?x612) (- ?x1296 (* c (ite $x630 (div ?x1296 c) (div (- ?x1296) ?x5511)))))))
(let (($x51 (and (distinct c 0) true)))
(let (($x2453 (and (distinct ok_z 0) true)))
(let (($x1497 (and (distinct ok_y 0) true)))
(not (=> (and $x1497 $x2453 $x51) (and $x1497 $x2453 $x51 $x4298)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4170 (<= k_c 9223372036854775807)))
 (let (($x6716 (>= k_c (- 9223372036854775808))))
 (and $x6716 $x4170))))
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
(pop 1)
(exit)
