; undef/zero-mul-undef: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x14426 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x14426)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x11869 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x11869)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x18510 (exists ((undef (_ BitVec 32)) )(let (($x17021 (=> (and (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))) (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
(and $x17021)))
))
(not $x18510)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x13894 (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))))
(not (=> true (and $x13894 (= (_ bv0 32) (bvmul (_ bv0 32) undef)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x4123 (exists ((undef (_ BitVec 64)) )(let (($x15405 (=> (and (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))) (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
(and $x15405)))
))
(not $x4123)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x4224 (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))))
(not (=> true (and $x4224 (= (_ bv0 64) (bvmul (_ bv0 64) undef)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x16582 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (_ bv0 16) (bvmul (_ bv0 16) undef))))))
))
(not $x16582)))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 16))
(assert
 (not (=> true (and (= (_ bv0 16) (bvmul (_ bv0 16) undef))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x3785 (exists ((undef (_ BitVec 32)) )(let (($x16954 (=> (and (and (bvule (_ bv0 32) undef) (bvule undef (_ bv4294967295 32)))) (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
(and $x16954)))
))
(not $x3785)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x4141 (and (bvule (_ bv0 32) undef) (bvule undef (_ bv4294967295 32)))))
(not (=> true (and $x4141 (= (_ bv0 32) (bvmul (_ bv0 32) undef)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x4151 (exists ((undef (_ BitVec 64)) )(let (($x1440 (=> (and (and (bvule (_ bv0 64) undef) (bvule undef (_ bv18446744073709551615 64)))) (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
(and $x1440)))
))
(not $x4151)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x18510 (and (bvule (_ bv0 64) undef) (bvule undef (_ bv18446744073709551615 64)))))
(not (=> true (and $x18510 (= (_ bv0 64) (bvmul (_ bv0 64) undef)))))))
(check-sat)
(pop 1)
(exit)
