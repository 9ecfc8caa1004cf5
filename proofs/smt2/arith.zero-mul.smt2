; arith/zero-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (* 0 x))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (* 0 x))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) x))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) x))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) x))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) x))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x13 (=> (and (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))) (and (= (_ bv0 32) (bvmul (_ bv0 32) x))))))
(not $x13)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x42 (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))))
(not (=> true (and $x42 (= (_ bv0 32) (bvmul (_ bv0 32) x)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x29 (=> (and (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))) (and (= (_ bv0 64) (bvmul (_ bv0 64) x))))))
(not $x29)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x45 (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))))
(not (=> true (and $x45 (= (_ bv0 64) (bvmul (_ bv0 64) x)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul (_ bv0 16) x))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul (_ bv0 16) x))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x23 (=> (and (and (bvule (_ bv0 32) x) (bvule x (_ bv4294967295 32)))) (and (= (_ bv0 32) (bvmul (_ bv0 32) x))))))
(not $x23)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x41 (and (bvule (_ bv0 32) x) (bvule x (_ bv4294967295 32)))))
(not (=> true (and $x41 (= (_ bv0 32) (bvmul (_ bv0 32) x)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x51 (=> (and (and (bvule (_ bv0 64) x) (bvule x (_ bv18446744073709551615 64)))) (and (= (_ bv0 64) (bvmul (_ bv0 64) x))))))
(not $x51)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x16 (and (bvule (_ bv0 64) x) (bvule x (_ bv18446744073709551615 64)))))
(not (=> true (and $x16 (= (_ bv0 64) (bvmul (_ bv0 64) x)))))))
(check-sat)
(pop 1)
(exit)
