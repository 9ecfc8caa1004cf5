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
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let (($x9913 (fp.lt x y)))
(let (($x14193 (or $x9913 (fp.gt x y))))
(not (and (or (= $x14193 $x14193) true))))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let (($x5684 (fp.lt x y)))
(let (($x11443 (or $x5684 (fp.gt x y))))
(not (and (or (= $x11443 $x11443) true))))))
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
