; undef/sub-undef: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x4498 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x4498)))
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
 (let (($x11469 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x11469)))
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
 (let (($x14261 (exists ((undef (_ BitVec 32)) )(let (($x4175 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x4175) (and (= (bvsub x undef) undef_1))))))
))
(not $x14261)))
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
 (let (($x1571 (exists ((undef (_ BitVec 64)) )(let (($x8693 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x8693) (and (= (bvsub x undef) undef_1))))))
))
(not $x1571)))
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
 (let (($x5335 (exists ((undef Real) )(and (=> true (and (= (- x undef) undef_1)))))
))
(not $x5335)))
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
