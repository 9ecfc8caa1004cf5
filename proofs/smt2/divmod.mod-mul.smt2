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
 (let (($x1993 (>= c 0)))
(let ((?x44 (* c (ite $x1993 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x91 (* x c)))
(not (=> (and (and (distinct 0 c) true)) (and (= 0 (- ?x91 ?x44)))))))))
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
 (let (($x1993 (>= c 0)))
(let ((?x44 (* c (ite $x1993 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x91 (* x c)))
(let (($x41 (and (distinct 0 c) true)))
(not (=> and (and $x41 (= 0 (- ?x91 ?x44))))))))))
(check-sat)
(pop)
