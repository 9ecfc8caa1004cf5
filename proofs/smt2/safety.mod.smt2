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
 (let ((?x12673 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x8541 (and (distinct c 0) true)))
(not (and $x8541 $x8541 (or (= ?x12673 ?x12673) true))))))
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
 (let (($x2319 (and (distinct (_ bv0 8) c) true)))
(not (and $x2319 $x2319 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x2319 (and (distinct (_ bv0 8) c) true)))
(not (and $x2319 $x2319 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x13767 (and (distinct (_ bv0 32) c) true)))
(not (and $x13767 $x13767 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x3990 (and (distinct (_ bv0 64) c) true)))
(not (and $x3990 $x3990 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x15239 (<= k_c 9223372036854775807)))
 (let (($x5250 (>= k_c (- 9223372036854775808))))
 (and $x5250 $x15239))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6072 (and (distinct 0 k_c) true)))
 (and true true $x6072)))
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
 (let (($x15239 (<= k_c 9223372036854775807)))
 (let (($x5250 (>= k_c (- 9223372036854775808))))
 (and $x5250 $x15239))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6072 (and (distinct 0 k_c) true)))
 (and true true $x6072)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
