; safety/min: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x4724 (and (or (= (ite (< y x) y x) (ite (< y x) y x)) true))))
(not $x4724)))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x9449 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x9449))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x2962 (or (= (ite (bvult y x) y x) (ite (bvult y x) y x)) true)))
(not (and $x2962))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x9830 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x9830))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x3372 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x3372))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x2962 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x2962))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x10499 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x10499))))
(check-sat)
(pop)
