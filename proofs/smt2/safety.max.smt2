; safety/max: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x2900 (and (or (= (ite (> x y) x y) (ite (> x y) x y)) true))))
(not $x2900)))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x2546 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x2546))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x9422 (or (= (ite (bvugt x y) x y) (ite (bvugt x y) x y)) true)))
(not (and $x9422))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x7299 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x7299))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x14920 (or (= (ite (bvsgt x y) x y) (ite (bvsgt x y) x y)) true)))
(not (and $x14920))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x9422 (or (= (ite (bvugt x y) x y) (ite (bvugt x y) x y)) true)))
(not (and $x9422))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x7299 (or (= (ite (bvugt x y) x y) (ite (bvugt x y) x y)) true)))
(not (and $x7299))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x14920 (or (= (ite (bvugt x y) x y) (ite (bvugt x y) x y)) true)))
(not (and $x14920))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x9422 (or (fp.eq (ite (fp.gt x y) x y) (ite (fp.gt x y) x y)) true)))
(not (and $x9422))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x11 (or (fp.eq (ite (fp.gt x y) x y) (ite (fp.gt x y) x y)) true)))
(not (and $x11))))
(check-sat)
(pop 1)
(exit)
