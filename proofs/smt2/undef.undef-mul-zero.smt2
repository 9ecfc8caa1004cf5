; undef/undef-mul-zero: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x5170 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x5170)))
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
 (let (($x5038 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x5038)))
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
 (let (($x17817 (exists ((undef (_ BitVec 32)) )(let (($x16582 (=> (and (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))) (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
(and $x16582)))
))
(not $x17817)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x11869 (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))))
(not (=> true (and $x11869 (= (_ bv0 32) (bvmul undef (_ bv0 32))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x12870 (exists ((undef (_ BitVec 64)) )(let (($x1010 (=> (and (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))) (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
(and $x1010)))
))
(not $x12870)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x4824 (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))))
(not (=> true (and $x4824 (= (_ bv0 64) (bvmul undef (_ bv0 64))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x9759 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (_ bv0 16) (bvmul undef (_ bv0 16)))))))
))
(not $x9759)))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul undef (_ bv0 16)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x3895 (exists ((undef (_ BitVec 32)) )(let (($x4357 (=> (and (and (bvule (_ bv0 32) undef) (bvule undef (_ bv4294967295 32)))) (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
(and $x4357)))
))
(not $x3895)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x4323 (and (bvule (_ bv0 32) undef) (bvule undef (_ bv4294967295 32)))))
(not (=> true (and $x4323 (= (_ bv0 32) (bvmul undef (_ bv0 32))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x4224 (exists ((undef (_ BitVec 64)) )(let (($x18737 (=> (and (and (bvule (_ bv0 64) undef) (bvule undef (_ bv18446744073709551615 64)))) (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
(and $x18737)))
))
(not $x4224)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x17817 (and (bvule (_ bv0 64) undef) (bvule undef (_ bv18446744073709551615 64)))))
(not (=> true (and $x17817 (= (_ bv0 64) (bvmul undef (_ bv0 64))))))))
(check-sat)
(pop 1)
(exit)
