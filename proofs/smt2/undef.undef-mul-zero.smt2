; undef/undef-mul-zero: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x10336 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x10336)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> and (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x5692 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
))
(not $x5692)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> and (and (= (_ bv0 8) (bvmul undef (_ bv0 8)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x7908 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
))
(not $x7908)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 32))
(assert
 (not (=> and (and (= (_ bv0 32) (bvmul undef (_ bv0 32)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x5692 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
))
(not $x5692)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef () (_ BitVec 64))
(assert
 (not (=> and (and (= (_ bv0 64) (bvmul undef (_ bv0 64)))))))
(check-sat)
(pop)
