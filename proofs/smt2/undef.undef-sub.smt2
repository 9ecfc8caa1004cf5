; undef/undef-sub: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x16188 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x16188)))
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
 (let (($x13470 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x13470)))
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
 (let (($x7502 (exists ((undef (_ BitVec 32)) )(let (($x12288 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x12288) (and (= (bvsub undef x) undef_1))))))
))
(not $x7502)))
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
 (let (($x695 (exists ((undef (_ BitVec 64)) )(let (($x8646 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x8646) (and (= (bvsub undef x) undef_1))))))
))
(not $x695)))
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
 (let (($x17607 (exists ((undef Real) )(and (=> true (and (= (- undef x) undef_1)))))
))
(not $x17607)))
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
