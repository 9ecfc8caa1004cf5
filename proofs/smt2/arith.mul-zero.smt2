; arith/mul-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (* x 0))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (* x 0))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul x (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul x (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul x (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul x (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x34 (=> (and (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))) (and (= (_ bv0 32) (bvmul x (_ bv0 32)))))))
(not $x34)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x45 (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))))
(not (=> true (and $x45 (= (_ bv0 32) (bvmul x (_ bv0 32))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x776 (=> (and (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))) (and (= (_ bv0 64) (bvmul x (_ bv0 64)))))))
(not $x776)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x14 (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))))
(not (=> true (and $x14 (= (_ bv0 64) (bvmul x (_ bv0 64))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul x (_ bv0 16)))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul x (_ bv0 16)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x37 (=> (and (and (bvule (_ bv0 32) x) (bvule x (_ bv4294967295 32)))) (and (= (_ bv0 32) (bvmul x (_ bv0 32)))))))
(not $x37)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x39 (and (bvule (_ bv0 32) x) (bvule x (_ bv4294967295 32)))))
(not (=> true (and $x39 (= (_ bv0 32) (bvmul x (_ bv0 32))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x18 (=> (and (and (bvule (_ bv0 64) x) (bvule x (_ bv18446744073709551615 64)))) (and (= (_ bv0 64) (bvmul x (_ bv0 64)))))))
(not $x18)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x21 (and (bvule (_ bv0 64) x) (bvule x (_ bv18446744073709551615 64)))))
(not (=> true (and $x21 (= (_ bv0 64) (bvmul x (_ bv0 64))))))))
(check-sat)
(pop 1)
(exit)
