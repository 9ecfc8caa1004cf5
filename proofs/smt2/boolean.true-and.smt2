; boolean/true-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x1933 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2012 (and $x1933 a)))
(let (($x2902 (and (distinct 0 ok_a) true)))
(let (($x1704 (=> (and (=> (and true) $x2902)) (and $x2902 (= (and true $x2012) $x2012)))))
(not $x1704))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x1933 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2012 (and $x1933 a)))
(let (($x2902 (and (distinct 0 ok_a) true)))
(let (($x3448 (=> (and true) $x2902)))
(not (=> (and $x2902) (and $x3448 (= $x2012 (and true $x2012))))))))))
(check-sat)
(pop)
