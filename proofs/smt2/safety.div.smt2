; safety/div: definedness; every check-sat must answer unsat
; case index/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x8862 (div x c)))
(let (($x15697 (>= c 0)))
(let ((?x2730 (ite $x15697 ?x8862 (div (- x) (- c)))))
(let (($x15103 (and (distinct 0 c) true)))
(not (and $x15103 $x15103 (or (= ?x2730 ?x2730) true))))))))
(check-sat)
(pop)
; case wrap/int8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (and (distinct (_ bv0 8) c) true))
(assert
 (let ((?x16637 (bvsdiv x c)))
(let (($x4158 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x8483 (ite $x4158 (bvsub ?x16637 (_ bv1 8)) ?x16637)))
(let (($x13426 (and (distinct (_ bv0 8) c) true)))
(not (and $x13426 $x13426 (or (= ?x8483 ?x8483) true))))))))
(check-sat)
(pop)
; case wrap/uint8 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (and (distinct (_ bv0 8) c) true))
(assert
 (let (($x13426 (and (distinct (_ bv0 8) c) true)))
(not (and $x13426 $x13426 (or (= (bvudiv x c) (bvudiv x c)) true)))))
(check-sat)
(pop)
; case wrap/int32 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (and (distinct (_ bv0 32) c) true))
(assert
 (let ((?x14792 (bvsdiv x c)))
(let (($x13734 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x15209 (ite $x13734 (bvsub ?x14792 (_ bv1 32)) ?x14792)))
(let (($x5881 (and (distinct (_ bv0 32) c) true)))
(not (and $x5881 $x5881 (or (= ?x15209 ?x15209) true))))))))
(check-sat)
(pop)
; case wrap/int64 defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (and (distinct (_ bv0 64) c) true))
(assert
 (let ((?x2730 (bvsdiv x c)))
(let (($x15223 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x5278 (ite $x15223 (bvsub ?x2730 (_ bv1 64)) ?x2730)))
(let (($x15103 (and (distinct (_ bv0 64) c) true)))
(not (and $x15103 $x15103 (or (= ?x5278 ?x5278) true))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (index)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x10134 (<= k_c 9223372036854775807)))
 (let (($x16576 (>= k_c (- 9223372036854775808))))
 (and $x16576 $x10134))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13426 (and (distinct 0 k_c) true)))
 (and true true $x13426)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
; case egglog i64 arithmetic (wrap)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x10134 (<= k_c 9223372036854775807)))
 (let (($x16576 (>= k_c (- 9223372036854775808))))
 (and $x16576 $x10134))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13426 (and (distinct 0 k_c) true)))
 (and true true $x13426)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
