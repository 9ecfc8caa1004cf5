; undef/sub-undef: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x1293 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x1293)))
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
 (let (($x1530 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x1530)))
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
 (let (($x6383 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x6383)))
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
 (let (($x4561 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x4561)))
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
 (let (($x6597 (exists ((undef Real) )(and (=> true (and (= (- x undef) undef_1)))))
))
(not $x6597)))
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
