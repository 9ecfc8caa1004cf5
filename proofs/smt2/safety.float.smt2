; safety/float: definedness; every check-sat must answer unsat
(set-logic QF_FP)
; case ieee/float32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (not (and (or (fp.eq c c) true))))
(check-sat)
(pop 1)
; case ieee/float64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (not (and (or (fp.eq c c) true))))
(check-sat)
(pop 1)
(exit)
