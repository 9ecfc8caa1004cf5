; arith/sub-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x38 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x24 (and (distinct ok_x 0) true)))
(not (=> (and $x24) (and $x24 (= (- ?x38 0) ?x38)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x38 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x24 (and (distinct ok_x 0) true)))
(not (=> (and $x24) (and $x24 (= ?x38 (- ?x38 0))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x27 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x21) $x27))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x23 (and $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x21) $x23))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x8 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x21) $x8))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x33 (and $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x21) $x33))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x17 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(let (($x56 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x56 $x21) $x17)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x56 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x34 (and $x56 $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x21) $x34)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x48 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(let (($x49 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x49 $x21) $x48)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x49 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x39 (and $x49 $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x21) $x39)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x9 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 16)) (select mem_x k_x)))))
(not (=> (and $x21) $x9))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x43 (and $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 16))))))
(not (=> (and $x21) $x43))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x39 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(let (($x12 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(not (=> (and $x12 $x21) $x39)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x12 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(let (($x19 (and $x12 $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x21) $x19)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x10 (and $x21 (= (bvsub (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(let (($x6 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(not (=> (and $x6 $x21) $x10)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x6 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(let (($x419 (and $x6 $x21 (= (select mem_x k_x) (bvsub (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x21) $x419)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let ((?x25 (select mem_x k_x)))
(let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x20 (=> (and $x21) (and $x21 (= (fp.sub roundNearestTiesToEven ?x25 (_ +zero 8 24)) ?x25)))))
(not $x20))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let ((?x25 (select mem_x k_x)))
(let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x47 (=> (and $x21) (and $x21 (= ?x25 (fp.sub roundNearestTiesToEven ?x25 (_ +zero 8 24)))))))
(not $x47))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let ((?x6 (select mem_x k_x)))
(let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x13 (=> (and $x21) (and $x21 (= (fp.sub roundNearestTiesToEven ?x6 (_ +zero 11 53)) ?x6)))))
(not $x13))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x45 (>= k_x (- 2147483648))))
 (and $x45 $x41))))
(assert
 (let ((?x6 (select mem_x k_x)))
(let (($x52 (>= k_x 0)))
(let (($x21 (and $x52 (> 1 k_x))))
(let (($x48 (=> (and $x21) (and $x21 (= ?x6 (fp.sub roundNearestTiesToEven ?x6 (_ +zero 11 53)))))))
(not $x48))))))
(check-sat)
(pop 1)
(exit)
