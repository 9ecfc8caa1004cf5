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
 (let (($x42 (=> (and (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))) (and (= (_ bv0 32) (bvmul (_ bv0 32) x))))))
(not $x42)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x33 (and (bvsle (_ bv2147483648 32) x) (bvsge (_ bv2147483647 32) x))))
(not (=> true (and $x33 (= (_ bv0 32) (bvmul (_ bv0 32) x)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x50 (=> (and (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))) (and (= (_ bv0 64) (bvmul (_ bv0 64) x))))))
(not $x50)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x52 (and (bvsle (_ bv9223372036854775808 64) x) (bvsge (_ bv9223372036854775807 64) x))))
(not (=> true (and $x52 (= (_ bv0 64) (bvmul (_ bv0 64) x)))))))
(check-sat)
(pop 1)
(exit)
