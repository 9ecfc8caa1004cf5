; undef/undef-mul-zero: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x5335 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x5335)))
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
 (let (($x19204 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x19204)))
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
 (let (($x19411 (exists ((undef (_ BitVec 32)) )(let (($x17626 (=> (and (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))) (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
(and $x17626)))
))
(not $x19411)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x5309 (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))))
(not (=> true (and $x5309 (= (_ bv0 32) (bvmul undef (_ bv0 32))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x14261 (exists ((undef (_ BitVec 64)) )(let (($x10870 (=> (and (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))) (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
(and $x10870)))
))
(not $x14261)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x4511 (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))))
(not (=> true (and $x4511 (= (_ bv0 64) (bvmul undef (_ bv0 64))))))))
(check-sat)
(pop 1)
(exit)
