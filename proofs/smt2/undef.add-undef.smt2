; undef/add-undef: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11287 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd x undef) undef_1)))))
))
(not $x11287)))
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
 (let (($x1480 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd x undef) undef_1)))))
))
(not $x1480)))
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
 (let (($x13179 (exists ((undef (_ BitVec 32)) )(let (($x19204 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x19204) (and (= (bvadd x undef) undef_1))))))
))
(not $x13179)))
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
 (let (($x13862 (exists ((undef (_ BitVec 64)) )(let (($x8850 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x8850) (and (= (bvadd x undef) undef_1))))))
))
(not $x13862)))
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
 (let (($x14275 (exists ((undef Real) )(and (=> true (and (= (+ x undef) undef_1)))))
))
(not $x14275)))
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
