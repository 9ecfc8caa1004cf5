; planted/undef-sub-self: refinement both ways; every check-sat must answer unsat
(set-logic BV)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x23 (exists ((undef (_ BitVec 8)) (undef_1 (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
))
(not $x23)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x42 (exists ((undef (_ BitVec 8)) (undef_1 (_ BitVec 8)) )(and (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
))
(not $x42)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun undef () (_ BitVec 8))
(assert
 (not (=> true (and (= (_ bv0 8) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x42 (exists ((undef (_ BitVec 32)) (undef_1 (_ BitVec 32)) )(and (=> true (and (= (_ bv0 32) (bvsub undef undef_1))))))
))
(not $x42)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun undef () (_ BitVec 32))
(assert
 (not (=> true (and (= (_ bv0 32) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (let (($x42 (exists ((undef (_ BitVec 64)) (undef_1 (_ BitVec 64)) )(and (=> true (and (= (_ bv0 64) (bvsub undef undef_1))))))
))
(not $x42)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun undef () (_ BitVec 64))
(assert
 (not (=> true (and (= (_ bv0 64) (bvsub undef undef_1))))))
(check-sat)
(pop 1)
(exit)
