; safety/min: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x2546 (and (or (= (ite (< x y) x y) (ite (< x y) x y)) true))))
(not $x2546)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x6121 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x6121))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x3396 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x3396))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x11356 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x11356))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x6609 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x6609))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x3396 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x3396))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x11356 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x11356))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x6609 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x6609))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x3396 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x3396))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x2491 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x2491))))
(check-sat)
(pop 1)
(exit)
