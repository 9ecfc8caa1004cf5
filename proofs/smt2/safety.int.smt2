; safety/int: definedness; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 16))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(assert
 (not (and (or (= c c) true))))
(check-sat)
(pop 1)
(exit)
