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
 (let ((?x437 (div x c)))
(let (($x16188 (>= c 0)))
(let ((?x12288 (ite $x16188 ?x437 (div (- x) (- c)))))
(let (($x4511 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x9913 (and (distinct c 0) true)))
(not (and $x9913 $x4511 $x9913 $x4511 (or (= ?x12288 ?x12288) true)))))))))
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
 (let ((?x11443 (bvsdiv x c)))
(let (($x4584 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x8925 (ite $x4584 (bvsub ?x11443 (_ bv1 8)) ?x11443)))
(let (($x13022 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x4215 (and (distinct (_ bv0 8) c) true)))
(not (and $x4215 $x13022 $x4215 $x13022 (or (= ?x8925 ?x8925) true)))))))))
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
 (let (($x4215 (and (distinct (_ bv0 8) c) true)))
(not (and $x4215 $x4215 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x10205 (bvsdiv x c)))
(let (($x5369 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x11424 (ite $x5369 (bvsub ?x10205 (_ bv1 32)) ?x10205)))
(let (($x789 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x12434 (and (distinct (_ bv0 32) c) true)))
(not (and $x12434 $x789 $x12434 $x789 (or (= ?x11424 ?x11424) true)))))))))
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
 (let ((?x9913 (bvsdiv x c)))
(let (($x16099 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x11287 (ite $x16099 (bvsub ?x9913 (_ bv1 64)) ?x9913)))
(let (($x437 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x11007 (and (distinct (_ bv0 64) c) true)))
(not (and $x11007 $x437 $x11007 $x437 (or (= ?x11287 ?x11287) true)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12731 (<= k_c 9223372036854775807)))
 (let (($x10379 (>= k_c (- 9223372036854775808))))
 (and $x10379 $x12731))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13130 (and (distinct 0 k_c) true)))
 (and true true $x13130)))
(assert
 (let (($x11424 (and (distinct (- 1) k_c) true)))
 (and true true $x11424)))
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
 (let (($x12731 (<= k_c 9223372036854775807)))
 (let (($x10379 (>= k_c (- 9223372036854775808))))
 (and $x10379 $x12731))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13130 (and (distinct 0 k_c) true)))
 (and true true $x13130)))
(assert
 (let (($x11424 (and (distinct (- 1) k_c) true)))
 (and true true $x11424)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
