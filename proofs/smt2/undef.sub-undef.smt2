; undef/sub-undef: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x4724 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x4724)))
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
 (let (($x2736 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x2736)))
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
 (let (($x3072 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x3072)))
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
 (let (($x16771 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (bvsub x undef) undef_1)))))
))
(not $x16771)))
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
 (let (($x2358 (exists ((undef Real) )(and (=> and (and (= (- x undef) undef_1)))))
))
(not $x2358)))
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
