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
 (let ((?x795 (div x c)))
(let (($x14424 (>= c 0)))
(let ((?x15792 (ite $x14424 ?x795 (div (- x) (- c)))))
(let (($x476 (and (distinct c 0) true)))
(not (and $x476 $x476 (or (= ?x15792 ?x15792) true))))))))
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
 (let ((?x12209 (bvsdiv x c)))
(let (($x4395 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x8729 (ite $x4395 (bvsub ?x12209 (_ bv1 8)) ?x12209)))
(let (($x5275 (and (distinct (_ bv0 8) c) true)))
(not (and $x5275 $x5275 (or (= ?x8729 ?x8729) true))))))))
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
 (let (($x5275 (and (distinct (_ bv0 8) c) true)))
(not (and $x5275 $x5275 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x13242 (bvsdiv x c)))
(let (($x17659 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x11595 (ite $x17659 (bvsub ?x13242 (_ bv1 32)) ?x13242)))
(let (($x6215 (and (distinct (_ bv0 32) c) true)))
(not (and $x6215 $x6215 (or (= ?x11595 ?x11595) true))))))))
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
 (let ((?x15792 (bvsdiv x c)))
(let (($x1293 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x2760 (ite $x1293 (bvsub ?x15792 (_ bv1 64)) ?x15792)))
(let (($x476 (and (distinct (_ bv0 64) c) true)))
(not (and $x476 $x476 (or (= ?x2760 ?x2760) true))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x187 (<= k_c 9223372036854775807)))
 (let (($x4561 (>= k_c (- 9223372036854775808))))
 (and $x4561 $x187))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5275 (and (distinct 0 k_c) true)))
 (and true true $x5275)))
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
 (let (($x187 (<= k_c 9223372036854775807)))
 (let (($x4561 (>= k_c (- 9223372036854775808))))
 (and $x4561 $x187))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5275 (and (distinct 0 k_c) true)))
 (and true true $x5275)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
