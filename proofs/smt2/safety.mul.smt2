; safety/mul: definedness; every check-sat must answer unsat
(set-logic QF_FPNIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (not (and (or (= (* x y) (* x y)) true))))
(check-sat)
(pop 1)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 8 24))
(declare-fun x () (_ FloatingPoint 8 24))
(assert
 (let ((?x18510 (fp.mul roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x18510 ?x18510) true)))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ FloatingPoint 11 53))
(declare-fun x () (_ FloatingPoint 11 53))
(assert
 (let ((?x7816 (fp.mul roundNearestTiesToEven x y)))
(not (and (or (fp.eq ?x7816 ?x7816) true)))))
(check-sat)
(pop 1)
(exit)
