; safety/min: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x16741 (and (or (= (ite (< x y) x y) (ite (< x y) x y)) true))))
(not $x16741)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11015 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x11015))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11242 (or (= (ite (bvult x y) x y) (ite (bvult x y) x y)) true)))
(not (and $x11242))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x2459 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x2459))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x2188 (or (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)) true)))
(not (and $x2188))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x11242 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x11242))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x8185 (or (fp.eq (ite (fp.lt x y) x y) (ite (fp.lt x y) x y)) true)))
(not (and $x8185))))
(check-sat)
(pop 1)
(exit)
