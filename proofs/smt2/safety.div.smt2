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
 (let ((?x1268 (div x c)))
(let (($x3372 (>= c 0)))
(let ((?x6868 (ite $x3372 ?x1268 (div (- x) (- c)))))
(let (($x6314 (and (distinct 0 c) true)))
(not (and $x6314 $x6314 (or (= ?x6868 ?x6868) true))))))))
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
 (let ((?x3432 (bvsdiv x c)))
(let (($x6150 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x13186 (ite $x6150 (bvsub ?x3432 (_ bv1 8)) ?x3432)))
(let (($x3796 (and (distinct (_ bv0 8) c) true)))
(not (and $x3796 $x3796 (or (= ?x13186 ?x13186) true))))))))
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
 (let (($x3796 (and (distinct (_ bv0 8) c) true)))
(not (and $x3796 $x3796 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x3497 (bvsdiv x c)))
(let (($x7230 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x13701 (ite $x7230 (bvsub ?x3497 (_ bv1 32)) ?x3497)))
(let (($x4238 (and (distinct (_ bv0 32) c) true)))
(not (and $x4238 $x4238 (or (= ?x13701 ?x13701) true))))))))
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
 (let ((?x6868 (bvsdiv x c)))
(let (($x7 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x5982 (ite $x7 (bvsub ?x6868 (_ bv1 64)) ?x6868)))
(let (($x6314 (and (distinct (_ bv0 64) c) true)))
(not (and $x6314 $x6314 (or (= ?x5982 ?x5982) true))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (index)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12042 (<= k_c 9223372036854775807)))
 (let (($x8428 (>= k_c (- 9223372036854775808))))
 (and $x8428 $x12042))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3796 (and (distinct 0 k_c) true)))
 (and true true $x3796)))
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
 (let (($x12042 (<= k_c 9223372036854775807)))
 (let (($x8428 (>= k_c (- 9223372036854775808))))
 (and $x8428 $x12042))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3796 (and (distinct 0 k_c) true)))
 (and true true $x3796)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
