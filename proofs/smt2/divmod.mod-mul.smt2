; divmod/mod-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x22 (>= c 0)))
(let ((?x133 (* c (ite $x22 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x18 (* x c)))
(not (=> (and (and (distinct 0 c) true)) (and (= 0 (- ?x18 ?x133)))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x22 (>= c 0)))
(let ((?x133 (* c (ite $x22 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x18 (* x c)))
(let (($x15 (and (distinct 0 c) true)))
(not (=> and (and $x15 (= 0 (- ?x18 ?x133))))))))))
(check-sat)
(pop)
