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
 (let ((?x1375 (div x c)))
(let (($x6609 (>= c 0)))
(let ((?x18737 (ite $x6609 ?x1375 (div (- x) (- c)))))
(let (($x1663 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x14920 (and (distinct c 0) true)))
(not (and $x14920 $x1663 $x14920 $x1663 (or (= ?x18737 ?x18737) true)))))))))
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
 (let ((?x5014 (bvsdiv x c)))
(let (($x6292 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x12504 (ite $x6292 (bvsub ?x5014 (_ bv1 8)) ?x5014)))
(let (($x3895 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x5380 (and (distinct (_ bv0 8) c) true)))
(not (and $x5380 $x3895 $x5380 $x3895 (or (= ?x12504 ?x12504) true)))))))))
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
 (let (($x5380 (and (distinct (_ bv0 8) c) true)))
(not (and $x5380 $x5380 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x940 (bvsdiv x c)))
(let (($x3639 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x13847 (ite $x3639 (bvsub ?x940 (_ bv1 32)) ?x940)))
(let (($x16200 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x11 (and (distinct (_ bv0 32) c) true)))
(not (and $x11 $x16200 $x11 $x16200 (or (= ?x13847 ?x13847) true)))))))))
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
 (let ((?x14920 (bvsdiv x c)))
(let (($x6105 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x18524 (ite $x6105 (bvsub ?x14920 (_ bv1 64)) ?x14920)))
(let (($x1375 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x5951 (and (distinct (_ bv0 64) c) true)))
(not (and $x5951 $x1375 $x5951 $x1375 (or (= ?x18524 ?x18524) true)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (and (distinct (_ bv0 16) c) true))
(assert
 (and (distinct (_ bv65535 16) c) true))
(assert
 (let (($x1634 (and (distinct (_ bv0 16) c) true)))
(not (and $x1634 $x1634 (or (= (bvudiv x c) (bvudiv x c)) true)))))
(check-sat)
(pop 1)
; case wrap/uint32 defined
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
 (let (($x3095 (and (distinct (_ bv0 32) c) true)))
(not (and $x3095 $x3095 (or (= (bvudiv x c) (bvudiv x c)) true)))))
(check-sat)
(pop 1)
; case wrap/uint64 defined
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
 (let (($x6121 (and (distinct (_ bv0 64) c) true)))
(not (and $x6121 $x6121 (or (= (bvudiv x c) (bvudiv x c)) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4313 (<= k_c 9223372036854775807)))
 (let (($x5130 (>= k_c (- 9223372036854775808))))
 (and $x5130 $x4313))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11356 (and (distinct 0 k_c) true)))
 (and true true $x11356)))
(assert
 (let (($x7299 (and (distinct (- 1) k_c) true)))
 (and true true $x7299)))
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
 (let (($x4313 (<= k_c 9223372036854775807)))
 (let (($x5130 (>= k_c (- 9223372036854775808))))
 (and $x5130 $x4313))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11356 (and (distinct 0 k_c) true)))
 (and true true $x11356)))
(assert
 (let (($x7299 (and (distinct (- 1) k_c) true)))
 (and true true $x7299)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
