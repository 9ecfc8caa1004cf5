; safety/max: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3611 (and (or (= (ite (< x y) y x) (ite (< x y) y x)) true))))
(not $x3611)))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x3038 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x3038))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1960 (or (= (ite (bvult x y) y x) (ite (bvult x y) y x)) true)))
(not (and $x1960))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2747 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x2747))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x2886 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x2886))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x1960 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x1960))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x44 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x44))))
(check-sat)
(pop)
