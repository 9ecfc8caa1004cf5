; undef/undef-mul-zero: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x8176 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x8176)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x12721 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x12721)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x8185 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
))
(not $x8185)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (not (=> true (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x12721 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
))
(not $x12721)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (not (=> true (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
(check-sat)
(pop 1)
(exit)
