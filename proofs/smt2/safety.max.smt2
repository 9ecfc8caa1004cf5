; safety/max: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x18401 (and (or (= (ite (> x y) x y) (ite (> x y) x y)) true))))
(not $x18401)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x17516 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x17516))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12731 (or (= (ite (bvugt x y) x y) (ite (bvugt x y) x y)) true)))
(not (and $x12731))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x16835 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x16835))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x9913 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x9913))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x12731 (or (fp.eq (ite (fp.gt x y) x y) (ite (fp.gt x y) x y)) true)))
(not (and $x12731))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x12434 (or (fp.eq (ite (fp.gt x y) x y) (ite (fp.gt x y) x y)) true)))
(not (and $x12434))))
(check-sat)
(pop 1)
(exit)
