; safety/max: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3331 (and (or (= (ite (< x y) y x) (ite (< x y) y x)) true))))
(not $x3331)))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x13644 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x13644))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x2730 (or (= (ite (bvult x y) y x) (ite (bvult x y) y x)) true)))
(not (and $x2730))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x12506 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x12506))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x7169 (or (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)) true)))
(not (and $x7169))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 8 24))
(declare-fun y () (_ FloatingPoint 8 24))
(assert
 (let (($x2730 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x2730))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ FloatingPoint 11 53))
(declare-fun y () (_ FloatingPoint 11 53))
(assert
 (let (($x5881 (or (fp.eq (ite (fp.lt x y) y x) (ite (fp.lt x y) y x)) true)))
(not (and $x5881))))
(check-sat)
(pop)
