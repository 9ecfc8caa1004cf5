; arith/sub-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x35 (and (distinct ok_x 0) true)))
(not (=> (and $x35) (and $x35 (= (- ?x32 0) ?x32)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x35 (and (distinct ok_x 0) true)))
(not (=> (and $x35) (and $x35 (= ?x32 (- ?x32 0))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x11 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x11))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x37 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x37))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x9 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x9))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x23 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x23))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x30 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(not (=> (and $x41) $x30))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x46 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x41) $x46))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x10 (and $x41 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(not (=> (and $x41) $x10))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x37 (and $x41 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x41) $x37))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x13 (select mem_x k_x)))
(let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x29 (=> (and $x41) (and $x41 (= (fp.sub roundNearestTiesToEven ?x13 (_ +zero 8 24)) ?x13)))))
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
 (let ((?x13 (select mem_x k_x)))
(let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x24 (=> (and $x41) (and $x41 (= ?x13 (fp.sub roundNearestTiesToEven ?x13 (_ +zero 8 24)))))))
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
 (let ((?x22 (select mem_x k_x)))
(let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x31 (=> (and $x41) (and $x41 (= (fp.sub roundNearestTiesToEven ?x22 (_ +zero 11 53)) ?x22)))))
(not $x31))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x22 (select mem_x k_x)))
(let (($x6 (>= k_x 0)))
(let (($x41 (and $x6 (> 1 k_x))))
(let (($x42 (=> (and $x41) (and $x41 (= ?x22 (fp.sub roundNearestTiesToEven ?x22 (_ +zero 11 53)))))))
(not $x42))))))
(check-sat)
(pop 1)
(exit)
