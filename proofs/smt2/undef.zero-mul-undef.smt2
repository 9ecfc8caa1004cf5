; undef/zero-mul-undef: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x7908 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x7908)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> and (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x15051 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
))
(not $x15051)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> and (and (= (_ bv0 8) (bvmul (_ bv0 8) undef))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x14514 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
))
(not $x14514)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (not (=> and (and (= (_ bv0 32) (bvmul (_ bv0 32) undef))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x15051 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
))
(not $x15051)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (not (=> and (and (= (_ bv0 64) (bvmul (_ bv0 64) undef))))))
(check-sat)
(pop)
