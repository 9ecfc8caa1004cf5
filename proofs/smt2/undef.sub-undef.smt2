; undef/sub-undef: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x14920 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x14920)))
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
 (let (($x16725 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x16725)))
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
 (let (($x7509 (exists ((undef (_ BitVec 32)) )(let (($x17730 (and (bvsle (_ bv6442450944 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv2147483647 33) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x17730) (and (= (bvsub x undef) undef_1))))))
))
(not $x7509)))
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
 (let (($x8051 (exists ((undef (_ BitVec 64)) )(let (($x56 (and (bvsle (_ bv27670116110564327424 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv9223372036854775807 65) (bvsub ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x56) (and (= (bvsub x undef) undef_1))))))
))
(not $x8051)))
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
 (let (($x14264 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (bvsub x undef) undef_1)))))
))
(not $x14264)))
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
 (let (($x14920 (exists ((undef (_ BitVec 32)) )(let (($x2977 (=> (and (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) undef)) (_ bv4294967295 33))) (and (= (bvsub x undef) undef_1)))))
(and $x2977)))
))
(not $x14920)))
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
 (let (($x17730 (exists ((undef (_ BitVec 64)) )(let (($x6308 (=> (and (bvule (bvsub ((_ zero_extend 1) x) ((_ zero_extend 1) undef)) (_ bv18446744073709551615 65))) (and (= (bvsub x undef) undef_1)))))
(and $x6308)))
))
(not $x17730)))
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
 (let (($x3175 (exists ((undef Real) )(and (=> true (and (= (- x undef) undef_1)))))
))
(not $x3175)))
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
