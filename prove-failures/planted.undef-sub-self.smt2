; planted/undef-sub-self: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x23 (exists ((undef (_ BitVec 8)) (undef_1 (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
))
(not $x23)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x42 (exists ((undef (_ BitVec 8)) (undef_1 (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
))
(not $x42)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x18 (exists ((undef (_ BitVec 32)) (undef_1 (_ BitVec 32)) )(let (($x16 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))))))
(and (=> (and $x16) (and (= (_ bv0 32) (bvsub undef undef_1)))))))
))
(not $x18)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x51 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))))))
(not (=> true (and $x51 (= (_ bv0 32) (bvsub undef undef_1)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x23 (exists ((undef (_ BitVec 64)) (undef_1 (_ BitVec 64)) )(let (($x42 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))))))
(and (=> (and $x42) (and (= (_ bv0 64) (bvsub undef undef_1)))))))
))
(not $x23)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x54 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) undef_1))))))
(not (=> true (and $x54 (= (_ bv0 64) (bvsub undef undef_1)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x29 (exists ((undef (_ BitVec 16)) (undef_1 (_ BitVec 16)) )(and (=> true (and (= (_ bv0 16) (bvsub undef undef_1))))))
))
(not $x29)))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 16))
(declare-fun undef () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x24 (exists ((undef (_ BitVec 32)) (undef_1 (_ BitVec 32)) )(let (($x44 (=> (and (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) undef_1)) (_ bv4294967295 33))) (and (= (_ bv0 32) (bvsub undef undef_1))))))
(and $x44)))
))
(not $x24)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x66 (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) undef_1)) (_ bv4294967295 33))))
(not (=> true (and $x66 (= (_ bv0 32) (bvsub undef undef_1)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x49 (exists ((undef (_ BitVec 64)) (undef_1 (_ BitVec 64)) )(let (($x56 (=> (and (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) undef_1)) (_ bv18446744073709551615 65))) (and (= (_ bv0 64) (bvsub undef undef_1))))))
(and $x56)))
))
(not $x49)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x490 (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) undef_1)) (_ bv18446744073709551615 65))))
(not (=> true (and $x490 (= (_ bv0 64) (bvsub undef undef_1)))))))
(check-sat)
(pop 1)
(exit)
