; safety/max: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x7869 (and (or (= (ite (< x y) y x) (ite (< x y) y x)) true))))
(not $x7869)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x8541 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x8541))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x13767 (or (= (ite (bvult x y) y x) (ite (bvult x y) y x)) true)))
(not (and $x13767))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x7525 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x7525))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x16411 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x16411))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x13767 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x13767))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x12661 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x12661))))
(check-sat)
(pop 1)
(exit)
