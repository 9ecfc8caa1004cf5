; safety/sub: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (not (and (or (= (- x y) (- x y)) true))))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (not (and (or (= (bvsub x y) (bvsub x y)) true))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (not (and (or (= (bvsub x y) (bvsub x y)) true))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (not (and (or (= (bvsub x y) (bvsub x y)) true))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (not (and (or (= (bvsub x y) (bvsub x y)) true))))
(check-sat)
(pop)
; case ieee/float32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let ((?x15697 (fp.sub roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x15697 ?x15697) true)))))
(check-sat)
(pop)
; case ieee/float64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let ((?x15223 (fp.sub roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x15223 ?x15223) true)))))
(check-sat)
(pop)
