; undef/sub-undef: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x13734 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x13734)))
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
 (let (($x9727 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x9727)))
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
 (let (($x9721 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x9721)))
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
 (let (($x16576 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x16576)))
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
 (let (($x14514 (exists ((undef Real) )(and (=> and (and (= (- x undef) undef_1)))))
))
(not $x14514)))
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
