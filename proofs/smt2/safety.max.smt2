; safety/max: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3274 (and (or (= (ite (< x y) y x) (ite (< x y) y x)) true))))
(not $x3274)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x10860 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x10860))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x7478 (or (= (ite (bvult x y) y x) (ite (bvult x y) y x)) true)))
(not (and $x7478))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x8651 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x8651))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x2301 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x2301))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x7478 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x7478))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x3609 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x3609))))
(check-sat)
(pop 1)
(exit)
