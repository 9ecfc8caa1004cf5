; undef/undef-add: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x8428 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvadd undef x) undef_1)))))
))
(not $x8428)))
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
 (let (($x5086 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvadd undef x) undef_1)))))
))
(not $x5086)))
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
 (let (($x9830 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (bvadd undef x) undef_1)))))
))
(not $x9830)))
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
 (let (($x6868 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (bvadd undef x) undef_1)))))
))
(not $x6868)))
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
 (let (($x2786 (exists ((undef Real) )(and (=> and (and (= (+ undef x) undef_1)))))
))
(not $x2786)))
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
