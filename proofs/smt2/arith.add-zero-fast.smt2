; arith/add-zero-fast: refinement both ways; every check-sat must answer unsat
(set-logic QF_ALIRA)
; case fast/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x10 (and $x41 (= (+ (select mem_x k_x) 0.0) (select mem_x k_x)))))
(not (=> (and $x41) $x10))))))
(check-sat)
(pop 1)
; case fast/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x17 (and $x41 (= (select mem_x k_x) (+ (select mem_x k_x) 0.0)))))
(not (=> (and $x41) $x17))))))
(check-sat)
(pop 1)
(exit)
