; undef/add-undef: refinement both ways; every check-sat must answer unsat
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x9727 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvadd x undef) undef_1)))))
))
(not $x9727)))
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
 (let (($x3331 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (bvadd x undef) undef_1)))))
))
(not $x3331)))
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
 (let (($x15051 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (bvadd x undef) undef_1)))))
))
(not $x15051)))
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
 (let (($x7908 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (bvadd x undef) undef_1)))))
))
(not $x7908)))
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
 (let (($x14514 (exists ((undef Real) )(and (=> and (and (= (+ x undef) undef_1)))))
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
