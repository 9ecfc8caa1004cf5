; arith/sub-self: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (- x x))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (- x x))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x21 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))))))
(not (=> (and $x21) (and (= (_ bv0 32) (bvsub x x)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x21 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))))))
(not (=> true (and $x21 (= (_ bv0 32) (bvsub x x)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x18 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))))))
(not (=> (and $x18) (and (= (_ bv0 64) (bvsub x x)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x18 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) x))))))
(not (=> true (and $x18 (= (_ bv0 64) (bvsub x x)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvsub x x))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x12 (=> (and (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) x)) (_ bv4294967295 33))) (and (= (_ bv0 32) (bvsub x x))))))
(not $x12)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x7 (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) x)) (_ bv4294967295 33))))
(not (=> true (and $x7 (= (_ bv0 32) (bvsub x x)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x49 (=> (and (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) x)) (_ bv18446744073709551615 65))) (and (= (_ bv0 64) (bvsub x x))))))
(not $x49)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x21 (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) x)) (_ bv18446744073709551615 65))))
(not (=> true (and $x21 (= (_ bv0 64) (bvsub x x)))))))
(check-sat)
(pop 1)
(exit)
