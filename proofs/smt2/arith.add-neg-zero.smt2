; arith/add-neg-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_AFPLIA)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x10 (= (fp.add roundNearestTiesToEven ?x11 (_ -zero 8 24)) ?x11)))
(let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(not (=> (and $x26) (and $x26 $x10))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x6 (= ?x11 (fp.add roundNearestTiesToEven ?x11 (_ -zero 8 24)))))
(let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(not (=> (and $x26) (and $x26 $x6))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x34 (select mem_x k_x)))
(let (($x16 (= (fp.add roundNearestTiesToEven ?x34 (_ -zero 11 53)) ?x34)))
(let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(not (=> (and $x26) (and $x26 $x16))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x34 (select mem_x k_x)))
(let (($x35 (= ?x34 (fp.add roundNearestTiesToEven ?x34 (_ -zero 11 53)))))
(let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(not (=> (and $x26) (and $x26 $x35))))))))
(check-sat)
(pop 1)
(exit)
