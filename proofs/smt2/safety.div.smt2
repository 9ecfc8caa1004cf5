; safety/div: definedness; every check-sat must answer unsat
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
 (let ((?x13580 (div x c)))
(let (($x2922 (>= c 0)))
(let ((?x2878 (ite $x2922 ?x13580 (div (- x) (- c)))))
(let (($x4482 (and (distinct c 0) true)))
(not (and $x4482 $x4482 (or (= ?x2878 ?x2878) true))))))))
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
 (let ((?x3403 (bvsdiv x c)))
(let (($x4210 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x14752 (ite $x4210 (bvsub ?x3403 (_ bv1 8)) ?x3403)))
(let (($x15581 (and (distinct (_ bv0 8) c) true)))
(not (and $x15581 $x15581 (or (= ?x14752 ?x14752) true))))))))
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
 (let (($x15581 (and (distinct (_ bv0 8) c) true)))
(not (and $x15581 $x15581 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x9593 (bvsdiv x c)))
(let (($x3274 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x13291 (ite $x3274 (bvsub ?x9593 (_ bv1 32)) ?x9593)))
(let (($x14846 (and (distinct (_ bv0 32) c) true)))
(not (and $x14846 $x14846 (or (= ?x13291 ?x13291) true))))))))
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
 (let ((?x2878 (bvsdiv x c)))
(let (($x13758 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x4288 (ite $x13758 (bvsub ?x2878 (_ bv1 64)) ?x2878)))
(let (($x4482 (and (distinct (_ bv0 64) c) true)))
(not (and $x4482 $x4482 (or (= ?x4288 ?x4288) true))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8651 (<= k_c 9223372036854775807)))
 (let (($x6916 (>= k_c (- 9223372036854775808))))
 (and $x6916 $x8651))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15581 (and (distinct 0 k_c) true)))
 (and true true $x15581)))
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
 (let (($x8651 (<= k_c 9223372036854775807)))
 (let (($x6916 (>= k_c (- 9223372036854775808))))
 (and $x6916 $x8651))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15581 (and (distinct 0 k_c) true)))
 (and true true $x15581)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
