; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x1337 (- c)))
(let ((?x64 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x13 (>= c 0)))
(let ((?x2466 (ite $x13 (div (+ (* x c) ?x64) c) (div (- (+ (* x c) ?x64)) ?x1337))))
(let ((?x11242 (* x c)))
(let ((?x9625 (+ ?x11242 ?x64)))
(let (($x1188 (= (- ?x9625 (* c ?x2466)) (- ?x64 (* c (ite $x13 (div ?x64 c) (div (- ?x64) ?x1337)))))))
(let (($x53 (and (distinct 0 c) true)))
(let (($x309 (and (distinct 0 ok_y) true)))
(not (=> (and $x309 $x53) (and $x309 $x53 $x1188)))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x1337 (- c)))
(let ((?x64 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11242 (* x c)))
(let ((?x9625 (+ ?x11242 ?x64)))
(let (($x13 (>= c 0)))
(let (($x2881 (= (- ?x64 (* c (ite $x13 (div ?x64 c) (div (- ?x64) ?x1337)))) (- ?x9625 (* c (ite $x13 (div ?x9625 c) (div (- ?x9625) ?x1337)))))))
(let (($x53 (and (distinct 0 c) true)))
(let (($x309 (and (distinct 0 ok_y) true)))
(not (=> (and $x309 $x53) (and $x309 $x53 $x2881))))))))))))
(check-sat)
(pop)
