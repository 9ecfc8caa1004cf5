; undef/zero-mul-undef: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x8185 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x8185)))
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
 (let (($x6191 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x6191)))
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
 (let (($x14430 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
))
(not $x14430)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (not (=> true (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x6191 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
))
(not $x6191)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (not (=> true (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
(check-sat)
(pop 1)
(exit)
