; arith/add-neg-zero: refinement both ways; every check-sat must answer unsat
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x10 (= (fp.add roundNearestTiesToEven ?x11 (_ -zero 8 24)) ?x11)))
(let (($x33 (>= k_x 0)))
(let (($x27 (and $x33 (> 1 k_x))))
(not (=> (and $x27) (and $x27 $x10))))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x7 (= ?x11 (fp.add roundNearestTiesToEven ?x11 (_ -zero 8 24)))))
(let (($x33 (>= k_x 0)))
(let (($x27 (and $x33 (> 1 k_x))))
(not (=> (and $x27) (and $x27 $x7))))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x41 (select mem_x k_x)))
(let (($x33 (>= k_x 0)))
(let (($x27 (and $x33 (> 1 k_x))))
(let (($x32 (=> (and $x27) (and $x27 (= (fp.add roundNearestTiesToEven ?x41 (_ -zero 11 53)) ?x41)))))
(not $x32))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x41 (select mem_x k_x)))
(let (($x33 (>= k_x 0)))
(let (($x27 (and $x33 (> 1 k_x))))
(let (($x40 (=> (and $x27) (and $x27 (= ?x41 (fp.add roundNearestTiesToEven ?x41 (_ -zero 11 53)))))))
(not $x40))))))
(check-sat)
(pop)
