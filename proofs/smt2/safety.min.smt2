; safety/min: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x10671 (and (or (= (ite (< x y) x y) (ite (< x y) x y)) true))))
(not $x10671)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x17708 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x17708))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x4498 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x4498))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x4671 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x4671))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x8693 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x8693))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x4498 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x4498))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x3675 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x3675))))
(check-sat)
(pop 1)
(exit)
