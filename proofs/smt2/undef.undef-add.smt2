; undef/undef-add: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x17516 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd undef x) undef_1)))))
))
(not $x17516)))
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
 (let (($x11287 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd undef x) undef_1)))))
))
(not $x11287)))
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
 (let (($x824 (exists ((undef (_ BitVec 32)) )(let (($x15867 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x15867) (and (= (bvadd undef x) undef_1))))))
))
(not $x824)))
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
 (let (($x15185 (exists ((undef (_ BitVec 64)) )(let (($x8719 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x8719) (and (= (bvadd undef x) undef_1))))))
))
(not $x15185)))
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
 (let (($x10870 (exists ((undef Real) )(and (=> true (and (= (+ undef x) undef_1)))))
))
(not $x10870)))
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
