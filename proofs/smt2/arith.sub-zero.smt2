; arith/sub-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= (- ?x9 0) ?x9)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= ?x9 (- ?x9 0))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x38 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x38))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x33 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x33))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x17 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x17))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x42 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x42))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x15 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(not (=> (and $x41) $x15))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x36 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x41) $x36))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x6 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(not (=> (and $x41) $x6))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x33 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x41) $x33))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x29 (=> (and $x41) (and $x41 (= (fp.sub roundNearestTiesToEven ?x40 (_ +zero 8 24)) ?x40)))))
(not $x29))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x24 (=> (and $x41) (and $x41 (= ?x40 (fp.sub roundNearestTiesToEven ?x40 (_ +zero 8 24)))))))
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
 (let ((?x37 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x46 (=> (and $x41) (and $x41 (= (fp.sub roundNearestTiesToEven ?x37 (_ +zero 11 53)) ?x37)))))
(not $x46))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x37 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x41 (and $x11 (> 1 k_x))))
(let (($x43 (=> (and $x41) (and $x41 (= ?x37 (fp.sub roundNearestTiesToEven ?x37 (_ +zero 11 53)))))))
(not $x43))))))
(check-sat)
(pop 1)
(exit)
