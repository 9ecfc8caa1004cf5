; safety/min: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3554 (and (or (= (ite (< y x) y x) (ite (< y x) y x)) true))))
(not $x3554)))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x3331 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x3331))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x5692 (or (= (ite (bvult y x) y x) (ite (bvult y x) y x)) true)))
(not (and $x5692))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x11569 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x11569))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x15697 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x15697))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x5692 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x5692))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x11918 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x11918))))
(check-sat)
(pop)
