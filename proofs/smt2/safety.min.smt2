; safety/min: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x12929 (and (or (= (ite (< y x) y x) (ite (< y x) y x)) true))))
(not $x12929)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x17659 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x17659))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x15792 (or (= (ite (bvult y x) y x) (ite (bvult y x) y x)) true)))
(not (and $x15792))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x14802 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x14802))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x476 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x476))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x15792 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x15792))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x6383 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x6383))))
(check-sat)
(pop 1)
(exit)
