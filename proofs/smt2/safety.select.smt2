; safety/select: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(declare-fun b () Bool)
(assert
 (not (and (or (= (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun b () Bool)
(assert
 (not (and (or (fp.eq (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun b () Bool)
(assert
 (not (and (or (fp.eq (ite b x y) (ite b x y)) true))))
(check-sat)
(pop 1)
(exit)
