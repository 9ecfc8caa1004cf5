; safety/sub: definedness; every check-sat must answer unsat
(set-logic QF_FPLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (not (and (or (= (- x y) (- x y)) true))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let ((?x6609 (fp.sub roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x6609 ?x6609) true)))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let ((?x1375 (fp.sub roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x1375 ?x1375) true)))))
(check-sat)
(pop 1)
(exit)
