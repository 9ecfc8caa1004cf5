; safety/ne: definedness; every check-sat must answer unsat
(set-logic QF_BVFPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x56 (fp.lt x y)))
(let (($x985 (or $x56 (fp.gt x y))))
(not (and (or (= $x985 $x985) true))))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x3735 (fp.lt x y)))
(let (($x6292 (or $x3735 (fp.gt x y))))
(not (and (or (= $x6292 $x6292) true))))))
(check-sat)
(pop 1)
; case bool/bool defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Bool)
(declare-fun x () Bool)
(assert
 (not (and (or (= (and (distinct x y) true) (and (distinct x y) true)) true))))
(check-sat)
(pop 1)
(exit)
