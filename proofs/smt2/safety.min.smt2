; safety/min: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x4628 (and (or (= (ite (< y x) y x) (ite (< y x) y x)) true))))
(not $x4628)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x7869 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x7869))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x9837 (or (= (ite (bvult y x) y x) (ite (bvult y x) y x)) true)))
(not (and $x9837))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x8671 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x8671))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x10588 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x10588))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x9837 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x9837))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x14087 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x14087))))
(check-sat)
(pop 1)
(exit)
