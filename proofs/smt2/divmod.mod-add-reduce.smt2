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
 (let ((?x5973 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x4357 (- c1 ?x5973)))
 (and (distinct ?x4357 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x9 (- c2)))
(let ((?x4357 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x9))))))
(let ((?x1251 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x798 (+ ?x1251 ?x4357)))
(let (($x43 (>= c2 0)))
(let ((?x3282 (* c2 (ite $x43 (div (+ ?x1251 c1) c2) (div (- (+ ?x1251 c1)) ?x9)))))
(let ((?x25 (+ ?x1251 c1)))
(let (($x426 (= (- ?x25 ?x3282) (- ?x798 (* c2 (ite $x43 (div ?x798 c2) (div (- ?x798) ?x9)))))))
(let (($x5045 (and (distinct 0 c2) true)))
(let (($x3448 (and (distinct 0 ok_x) true)))
(not (=> (and $x3448 $x5045) (and $x3448 $x5045 $x5045 $x426))))))))))))))
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
 (let ((?x5973 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x4357 (- c1 ?x5973)))
 (and (distinct ?x4357 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x9 (- c2)))
(let ((?x1251 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x25 (+ ?x1251 c1)))
(let (($x43 (>= c2 0)))
(let ((?x4357 (- c1 (* c2 (ite $x43 (div c1 c2) (div (- c1) ?x9))))))
(let ((?x798 (+ ?x1251 ?x4357)))
(let (($x2994 (= (- ?x798 (* c2 (ite $x43 (div ?x798 c2) (div (- ?x798) ?x9)))) (- ?x25 (* c2 (ite $x43 (div ?x25 c2) (div (- ?x25) ?x9)))))))
(let (($x5045 (and (distinct 0 c2) true)))
(let (($x3448 (and (distinct 0 ok_x) true)))
(not (=> (and $x3448 $x5045 $x5045) (and $x3448 $x5045 $x2994)))))))))))))
(check-sat)
(pop)
