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
 (let ((?x2643 (div x c)))
(let (($x8210 (>= c 0)))
(let ((?x9837 (ite $x8210 ?x2643 (div (- x) (- c)))))
(let (($x10588 (and (distinct c 0) true)))
(not (and $x10588 $x10588 (or (= ?x9837 ?x9837) true))))))))
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
 (let ((?x6072 (bvsdiv x c)))
(let (($x15239 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x17466 (ite $x15239 (bvsub ?x6072 (_ bv1 8)) ?x6072)))
(let (($x5634 (and (distinct (_ bv0 8) c) true)))
(not (and $x5634 $x5634 (or (= ?x17466 ?x17466) true))))))))
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
 (let (($x5634 (and (distinct (_ bv0 8) c) true)))
(not (and $x5634 $x5634 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x11655 (bvsdiv x c)))
(let (($x7869 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x16555 (ite $x7869 (bvsub ?x11655 (_ bv1 32)) ?x11655)))
(let (($x3261 (and (distinct (_ bv0 32) c) true)))
(not (and $x3261 $x3261 (or (= ?x16555 ?x16555) true))))))))
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
 (let ((?x9837 (bvsdiv x c)))
(let (($x9469 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x17029 (ite $x9469 (bvsub ?x9837 (_ bv1 64)) ?x9837)))
(let (($x10588 (and (distinct (_ bv0 64) c) true)))
(not (and $x10588 $x10588 (or (= ?x17029 ?x17029) true))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x7525 (<= k_c 9223372036854775807)))
 (let (($x17491 (>= k_c (- 9223372036854775808))))
 (and $x17491 $x7525))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5634 (and (distinct 0 k_c) true)))
 (and true true $x5634)))
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
 (let (($x7525 (<= k_c 9223372036854775807)))
 (let (($x17491 (>= k_c (- 9223372036854775808))))
 (and $x17491 $x7525))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5634 (and (distinct 0 k_c) true)))
 (and true true $x5634)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
