; undef/add-undef: refinement both ways; every check-sat must answer unsat
(set-logic BVLRA)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x18737 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd x undef) undef_1)))))
))
(not $x18737)))
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
 (let (($x18016 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (bvadd x undef) undef_1)))))
))
(not $x18016)))
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
 (let (($x4141 (exists ((undef (_ BitVec 32)) )(let (($x10456 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x10456) (and (= (bvadd x undef) undef_1))))))
))
(not $x4141)))
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
 (let (($x17060 (exists ((undef (_ BitVec 64)) )(let (($x17902 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) x) ((_ sign_extend 1) undef))))))
(and (=> (and $x17902) (and (= (bvadd x undef) undef_1))))))
))
(not $x17060)))
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
 (let (($x2512 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (bvadd x undef) undef_1)))))
))
(not $x2512)))
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
 (let (($x15405 (exists ((undef (_ BitVec 32)) )(let (($x4711 (=> (and (bvule (bvadd ((_ zero_extend 1) x) ((_ zero_extend 1) undef)) (_ bv4294967295 33))) (and (= (bvadd x undef) undef_1)))))
(and $x4711)))
))
(not $x15405)))
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
 (let (($x3647 (exists ((undef (_ BitVec 64)) )(let (($x14487 (=> (and (bvule (bvadd ((_ zero_extend 1) x) ((_ zero_extend 1) undef)) (_ bv18446744073709551615 65))) (and (= (bvadd x undef) undef_1)))))
(and $x14487)))
))
(not $x3647)))
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
 (let (($x8051 (exists ((undef Real) )(and (=> true (and (= (+ x undef) undef_1)))))
))
(not $x8051)))
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
