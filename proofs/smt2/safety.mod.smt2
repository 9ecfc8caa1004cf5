; safety/mod: definedness; every check-sat must answer unsat
(set-logic QF_BVNIA)
; case index/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4340 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x3435 (and (distinct c 0) true)))
(not (and $x3435 $x3435 (or (= ?x4340 ?x4340) true))))))
(check-sat)
(pop 1)
; case wrap/int8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (and (distinct (_ bv0 8) c) true))
(assert
 (let (($x9139 (and (distinct (_ bv0 8) c) true)))
(not (and $x9139 $x9139 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop 1)
; case wrap/uint8 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (and (distinct (_ bv0 8) c) true))
(assert
 (let (($x9139 (and (distinct (_ bv0 8) c) true)))
(not (and $x9139 $x9139 (or (= (bvurem x c) (bvurem x c)) true)))))
(check-sat)
(pop 1)
; case wrap/int32 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (and (distinct (_ bv0 32) c) true))
(assert
 (let (($x13111 (and (distinct (_ bv0 32) c) true)))
(not (and $x13111 $x13111 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop 1)
; case wrap/int64 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (and (distinct (_ bv0 64) c) true))
(assert
 (let (($x9653 (and (distinct (_ bv0 64) c) true)))
(not (and $x9653 $x9653 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4395 (<= k_c 9223372036854775807)))
 (let (($x15325 (>= k_c (- 9223372036854775808))))
 (and $x15325 $x4395))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x12209 (and (distinct 0 k_c) true)))
 (and true true $x12209)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (wrap)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4395 (<= k_c 9223372036854775807)))
 (let (($x15325 (>= k_c (- 9223372036854775808))))
 (and $x15325 $x4395))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x12209 (and (distinct 0 k_c) true)))
 (and true true $x12209)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
