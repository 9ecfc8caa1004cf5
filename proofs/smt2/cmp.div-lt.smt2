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
 (let ((?x1356 (* c c2)))
(let ((?x3445 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1802 (= (< (ite (>= c 0) (div ?x3445 c) (div (- ?x3445) (- c))) c2) (< ?x3445 ?x1356))))
(let (($x49 (and (distinct 0 ok_x) true)))
(not (=> (and $x49 (and (distinct 0 c) true)) (and $x49 $x1802))))))))
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
 (let ((?x3445 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x377 (>= c 0)))
(let (($x1697 (= (< ?x3445 (* c c2)) (< (ite $x377 (div ?x3445 c) (div (- ?x3445) (- c))) c2))))
(let (($x665 (and (distinct 0 c) true)))
(let (($x49 (and (distinct 0 ok_x) true)))
(not (=> (and $x49) (and $x49 $x665 $x1697)))))))))
(check-sat)
(pop)
