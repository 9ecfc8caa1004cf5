; undef/undef-sub: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x18524 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x18524)))
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
 (let (($x14264 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x14264)))
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
 (let (($x3385 (exists ((undef (_ BitVec 32)) )(let (($x12524 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x12524) (and (= (bvsub undef x) undef_1))))))
))
(not $x3385)))
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
 (let (($x6292 (exists ((undef (_ BitVec 64)) )(let (($x7312 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) undef) ((_ sign_extend 1) x))))))
(and (=> (and $x7312) (and (= (bvsub undef x) undef_1))))))
))
(not $x6292)))
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
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x16076 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (bvsub undef x) undef_1)))))
))
(not $x16076)))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x3895 (exists ((undef (_ BitVec 32)) )(let (($x12377 (=> (and (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) x)) (_ bv4294967295 33))) (and (= (bvsub undef x) undef_1)))))
(and $x12377)))
))
(not $x3895)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 false)
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x12524 (exists ((undef (_ BitVec 64)) )(let (($x14983 (=> (and (bvule (bvsub ((_ zero_extend 1) undef) ((_ zero_extend 1) x)) (_ bv18446744073709551615 65))) (and (= (bvsub undef x) undef_1)))))
(and $x14983)))
))
(not $x12524)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
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
 (let (($x9649 (exists ((undef Real) )(and (=> true (and (= (- undef x) undef_1)))))
))
(not $x9649)))
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
