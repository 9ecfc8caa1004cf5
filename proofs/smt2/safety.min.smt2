; safety/min: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3471 (and (or (= (ite (< y x) y x) (ite (< y x) y x)) true))))
(not $x3471)))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1078 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x1078))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1784 (or (= (ite (bvult y x) y x) (ite (bvult y x) y x)) true)))
(not (and $x1784))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x1172 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x1172))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x1126 (or (= (ite (bvslt y x) y x) (ite (bvslt y x) y x)) true)))
(not (and $x1126))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x1784 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x1784))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x10898 (or (fp.eq (ite (fp.lt y x) y x) (ite (fp.lt y x) y x)) true)))
(not (and $x10898))))
(check-sat)
(pop)
