; arith/add-zero-fast: refinement both ways; every check-sat must answer unsat
; case fast/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x9 (and $x28 (= (+ (select mem_x k_x) 0.0) (select mem_x k_x)))))
(not (=> (and $x28) $x9))))))
(check-sat)
(pop)
; case fast/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x26 (and $x28 (= (select mem_x k_x) (+ (select mem_x k_x) 0.0)))))
(not (=> (and $x28) $x26))))))
(check-sat)
(pop)
