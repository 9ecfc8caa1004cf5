; boolean/true-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x4305 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x787 (and $x4305 a)))
(let (($x839 (and (distinct 0 ok_a) true)))
(let (($x1126 (=> (and (=> (and true) $x839)) (and $x839 (= (and true $x787) $x787)))))
(not $x1126))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x4305 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x787 (and $x4305 a)))
(let (($x839 (and (distinct 0 ok_a) true)))
(let (($x136 (=> (and true) $x839)))
(not (=> (and $x839) (and $x136 (= $x787 (and true $x787))))))))))
(check-sat)
(pop)
