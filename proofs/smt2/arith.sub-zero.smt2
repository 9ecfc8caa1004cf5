; arith/sub-zero: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= (- ?x9 0) ?x9)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= ?x9 (- ?x9 0))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x40 (and $x6 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x6) $x40))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x30 (and $x6 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x6) $x30))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x17 (and $x6 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x6) $x17))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x50 (and $x6 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x6) $x50))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x15 (and $x6 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(not (=> (and $x6) $x15))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x20 (and $x6 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x6) $x20))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x31 (and $x6 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(not (=> (and $x6) $x31))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x30 (and $x6 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x6) $x30))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x32 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x29 (=> (and $x6) (and $x6 (= (fp.sub roundNearestTiesToEven ?x32 (_ +zero 8 24)) ?x32)))))
(not $x29))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x32 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x24 (=> (and $x6) (and $x6 (= ?x32 (fp.sub roundNearestTiesToEven ?x32 (_ +zero 8 24)))))))
(not $x24))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x13 (=> (and $x6) (and $x6 (= (fp.sub roundNearestTiesToEven ?x16 (_ +zero 11 53)) ?x16)))))
(not $x13))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x11 (>= k_x 0)))
(let (($x6 (and $x11 (> 1 k_x))))
(let (($x22 (=> (and $x6) (and $x6 (= ?x16 (fp.sub roundNearestTiesToEven ?x16 (_ +zero 11 53)))))))
(not $x22))))))
(check-sat)
(pop)
