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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x10887 (div x c)))
(let (($x2902 (>= c 0)))
(let ((?x6959 (ite $x2902 ?x10887 (div (- x) (- c)))))
(let (($x7582 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x4591 (and (distinct c 0) true)))
(not (and $x4591 $x7582 $x4591 $x7582 (or (= ?x6959 ?x6959) true)))))))))
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
 (and (distinct (_ bv255 8) c) true))
(assert
 (let ((?x2081 (bvsdiv x c)))
(let (($x13507 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x3452 (ite $x13507 (bvsub ?x2081 (_ bv1 8)) ?x2081)))
(let (($x3184 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x6418 (and (distinct (_ bv0 8) c) true)))
(not (and $x6418 $x3184 $x6418 $x3184 (or (= ?x3452 ?x3452) true)))))))))
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
 (and (distinct (_ bv255 8) c) true))
(assert
 (let (($x6418 (and (distinct (_ bv0 8) c) true)))
(not (and $x6418 $x6418 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (and (distinct (_ bv4294967295 32) c) true))
(assert
 (let ((?x11233 (bvsdiv x c)))
(let (($x9304 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x16881 (ite $x9304 (bvsub ?x11233 (_ bv1 32)) ?x11233)))
(let (($x3860 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x2181 (and (distinct (_ bv0 32) c) true)))
(not (and $x2181 $x3860 $x2181 $x3860 (or (= ?x16881 ?x16881) true)))))))))
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
 (and (distinct (_ bv18446744073709551615 64) c) true))
(assert
 (let ((?x4591 (bvsdiv x c)))
(let (($x1155 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x10390 (ite $x1155 (bvsub ?x4591 (_ bv1 64)) ?x4591)))
(let (($x10887 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x9388 (and (distinct (_ bv0 64) c) true)))
(not (and $x9388 $x10887 $x9388 $x10887 (or (= ?x10390 ?x10390) true)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8775 (<= k_c 9223372036854775807)))
 (let (($x14304 (>= k_c (- 9223372036854775808))))
 (and $x14304 $x8775))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4127 (and (distinct 0 k_c) true)))
 (and true true $x4127)))
(assert
 (let (($x16881 (and (distinct (- 1) k_c) true)))
 (and true true $x16881)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (wrap)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8775 (<= k_c 9223372036854775807)))
 (let (($x14304 (>= k_c (- 9223372036854775808))))
 (and $x14304 $x8775))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4127 (and (distinct 0 k_c) true)))
 (and true true $x4127)))
(assert
 (let (($x16881 (and (distinct (- 1) k_c) true)))
 (and true true $x16881)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
