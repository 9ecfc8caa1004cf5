; undef/undef-sub: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x1564 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x1564)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11015 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x11015)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x7582 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x7582)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x9758 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x9758)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case fast/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () Real)
(declare-fun x () Real)
(assert
 (let (($x4029 (exists ((undef Real) )(and (=> true (and (= (- undef x) undef_1)))))
))
(not $x4029)))
(check-sat)
(pop 1)
; case fast/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
(exit)
