; safety/max: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x17659 (and (or (= (ite (< x y) y x) (ite (< x y) y x)) true))))
(not $x17659)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x3435 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x3435))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x13111 (or (= (ite (bvult x y) y x) (ite (bvult x y) y x)) true)))
(not (and $x13111))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x187 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x187))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x10419 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x10419))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x13111 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x13111))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x13696 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x13696))))
(check-sat)
(pop 1)
(exit)
