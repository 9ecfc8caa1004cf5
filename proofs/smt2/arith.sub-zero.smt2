; arith/sub-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x47 (and (distinct ok_x 0) true)))
(not (=> (and $x47) (and $x47 (= (- ?x44 0) ?x44)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x47 (and (distinct ok_x 0) true)))
(not (=> (and $x47) (and $x47 (= ?x44 (- ?x44 0))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x42 (and $x36 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x36) $x42))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x21 (and $x36 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x36) $x21))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x50 (and $x36 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x36) $x50))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x31 (and $x36 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x36) $x31))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x52 (and $x36 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x14 $x36) $x52)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x32 (and $x14 $x36 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x36) $x32)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x35 (and $x36 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(let (($x38 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x38 $x36) $x35)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x38 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x27 (and $x38 $x36 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x36) $x27)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let ((?x17 (select mem_x k_x)))
(let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x16 (=> (and $x36) (and $x36 (= (fp.sub roundNearestTiesToEven ?x17 (_ +zero 8 24)) ?x17)))))
(not $x16))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let ((?x17 (select mem_x k_x)))
(let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x12 (=> (and $x36) (and $x36 (= ?x17 (fp.sub roundNearestTiesToEven ?x17 (_ +zero 8 24)))))))
(not $x12))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let ((?x26 (select mem_x k_x)))
(let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x28 (=> (and $x36) (and $x36 (= (fp.sub roundNearestTiesToEven ?x26 (_ +zero 11 53)) ?x26)))))
(not $x28))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x34))))
(assert
 (let ((?x26 (select mem_x k_x)))
(let (($x45 (>= k_x 0)))
(let (($x36 (and $x45 (> 1 k_x))))
(let (($x35 (=> (and $x36) (and $x36 (= ?x26 (fp.sub roundNearestTiesToEven ?x26 (_ +zero 11 53)))))))
(not $x35))))))
(check-sat)
(pop 1)
(exit)
