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
 (let ((?x909 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x10860 (and (distinct c 0) true)))
(not (and $x10860 $x10860 (or (= ?x909 ?x909) true))))))
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
 (let (($x16540 (and (distinct (_ bv0 8) c) true)))
(not (and $x16540 $x16540 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x16540 (and (distinct (_ bv0 8) c) true)))
(not (and $x16540 $x16540 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x7478 (and (distinct (_ bv0 32) c) true)))
(not (and $x7478 $x7478 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x1997 (and (distinct (_ bv0 64) c) true)))
(not (and $x1997 $x1997 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4210 (<= k_c 9223372036854775807)))
 (let (($x5698 (>= k_c (- 9223372036854775808))))
 (and $x5698 $x4210))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3403 (and (distinct 0 k_c) true)))
 (and true true $x3403)))
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
 (let (($x4210 (<= k_c 9223372036854775807)))
 (let (($x5698 (>= k_c (- 9223372036854775808))))
 (and $x5698 $x4210))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3403 (and (distinct 0 k_c) true)))
 (and true true $x3403)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
