; arith/mul-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x35 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= (* ?x35 1) ?x35)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x35 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= ?x35 (* ?x35 1))))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x25 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x20) $x25))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x23 (and $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x20) $x23))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x32 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x20) $x32))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x31 (and $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x20) $x31))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x38 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(let (($x10 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x10 $x20) $x38)))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x10 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x44 (and $x10 $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x20) $x44)))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x24 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(let (($x42 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x42 $x20) $x24)))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x42 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x14 (and $x42 $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x20) $x14)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x46 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 16)) (select mem_x k_x)))))
(not (=> (and $x20) $x46))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x21 (and $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 16))))))
(not (=> (and $x20) $x21))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x12 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(let (($x31 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(not (=> (and $x31 $x20) $x12)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x31 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(let (($x33 (and $x31 $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x20) $x33)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x44 (and $x20 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(let (($x50 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(not (=> (and $x50 $x20) $x44)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (<= k_x 2147483647)))
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(let (($x50 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(let (($x16 (and $x50 $x20 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x20) $x16)))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let ((?x9 (select mem_x k_x)))
(let (($x51 (= (fp.mul roundNearestTiesToEven ?x9 (fp #b0 #x7f #b00000000000000000000000)) ?x9)))
(let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x51))))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let ((?x9 (select mem_x k_x)))
(let (($x13 (= ?x9 (fp.mul roundNearestTiesToEven ?x9 (fp #b0 #x7f #b00000000000000000000000)))))
(let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x13))))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let ((?x23 (select mem_x k_x)))
(let (($x21 (= (fp.mul roundNearestTiesToEven ?x23 (fp #b0 #b01111111111 #x0000000000000)) ?x23)))
(let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x21))))))))
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
 (let (($x48 (>= k_x (- 2147483648))))
 (and $x48 $x34))))
(assert
 (let ((?x23 (select mem_x k_x)))
(let (($x14 (= ?x23 (fp.mul roundNearestTiesToEven ?x23 (fp #b0 #b01111111111 #x0000000000000)))))
(let (($x49 (>= k_x 0)))
(let (($x20 (and $x49 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x14))))))))
(check-sat)
(pop 1)
(exit)
