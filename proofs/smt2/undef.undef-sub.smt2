; undef/undef-sub: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11569 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub undef x) undef_1)))))
))
(not $x11569)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x15209 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub undef x) undef_1)))))
))
(not $x15209)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x16773 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (bvsub undef x) undef_1)))))
))
(not $x16773)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x142 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (bvsub undef x) undef_1)))))
))
(not $x142)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop)
; case fast/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () Real)
(declare-fun x () Real)
(assert
 (let (($x1755 (exists ((undef Real) )(and (=> and (and (= (- undef x) undef_1)))))
))
(not $x1755)))
(check-sat)
(pop)
; case fast/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop)
