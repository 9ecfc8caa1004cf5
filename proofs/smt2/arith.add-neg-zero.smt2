; arith/add-neg-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_AFPLIA)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let ((?x46 (select mem_x k_x)))
(let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x35 (=> (and $x41) (and $x41 (= (fp.add roundNearestTiesToEven ?x46 (_ -zero 8 24)) ?x46)))))
(not $x35))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let ((?x46 (select mem_x k_x)))
(let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x24 (=> (and $x41) (and $x41 (= ?x46 (fp.add roundNearestTiesToEven ?x46 (_ -zero 8 24)))))))
(not $x24))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x42 (= (fp.add roundNearestTiesToEven ?x16 (_ -zero 11 53)) ?x16)))
(let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x42))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x48 (= ?x16 (fp.add roundNearestTiesToEven ?x16 (_ -zero 11 53)))))
(let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x48))))))))
(check-sat)
(pop 1)
(exit)
