; arith/add-zero-fast: refinement both ways; every check-sat must answer unsat
(set-logic QF_ALIRA)
; case fast/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x32 (and $x26 (= (+ (select mem_x k_x) 0.0) (select mem_x k_x)))))
(not (=> (and $x26) $x32))))))
(check-sat)
(pop 1)
; case fast/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x37 (and $x26 (= (select mem_x k_x) (+ (select mem_x k_x) 0.0)))))
(not (=> (and $x26) $x37))))))
(check-sat)
(pop 1)
(exit)
