; arith/add-zero-fast: refinement both ways; every check-sat must answer unsat
(set-logic QF_ALIRA)
; case fast/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x35 (and $x34 (= (+ (select mem_x k_x) 0.0) (select mem_x k_x)))))
(not (=> (and $x34) $x35))))))
(check-sat)
(pop 1)
; case fast/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int Real))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x24 (and $x34 (= (select mem_x k_x) (+ (select mem_x k_x) 0.0)))))
(not (=> (and $x34) $x24))))))
(check-sat)
(pop 1)
(exit)
