; undef/zero-mul-undef: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x11287 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x11287)))
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
 (let (($x3127 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x3127)))
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
 (let (($x5309 (exists ((undef (_ BitVec 32)) )(let (($x3528 (=> (and (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))) (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
(and $x3528)))
))
(not $x5309)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (let (($x15867 (and (bvsle (_ bv2147483648 32) undef) (bvsge (_ bv2147483647 32) undef))))
(not (=> true (and $x15867 (= (_ bv0 32) (bvmul (_ bv0 32) undef)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x10215 (exists ((undef (_ BitVec 64)) )(let (($x3740 (=> (and (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))) (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
(and $x3740)))
))
(not $x10215)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (let (($x14261 (and (bvsle (_ bv9223372036854775808 64) undef) (bvsge (_ bv9223372036854775807 64) undef))))
(not (=> true (and $x14261 (= (_ bv0 64) (bvmul (_ bv0 64) undef)))))))
(check-sat)
(pop 1)
(exit)
