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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x18541 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x17352 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x11364 (and (distinct c 0) true)))
(not (and $x11364 $x17352 $x11364 $x17352 (or (= ?x18541 ?x18541) true)))))))
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
 (let (($x3325 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x6418 (and (distinct (_ bv0 8) c) true)))
(let (($x11233 (and $x6418 $x3325 $x6418 $x3325 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x11233)))))
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
(not (and $x6418 $x6418 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x9304 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x2459 (and (distinct (_ bv0 32) c) true)))
(let (($x10139 (and $x2459 $x9304 $x2459 $x9304 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x10139)))))
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
 (let (($x1155 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x6791 (and (distinct (_ bv0 64) c) true)))
(let (($x2188 (and $x6791 $x1155 $x6791 $x1155 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x2188)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x18366 (<= k_c 9223372036854775807)))
 (let (($x3969 (>= k_c (- 9223372036854775808))))
 (and $x3969 $x18366))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x9304 (and (distinct 0 k_c) true)))
 (and true true $x9304)))
(assert
 (let (($x2990 (and (distinct (- 1) k_c) true)))
 (and true true $x2990)))
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
 (let (($x18366 (<= k_c 9223372036854775807)))
 (let (($x3969 (>= k_c (- 9223372036854775808))))
 (and $x3969 $x18366))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x9304 (and (distinct 0 k_c) true)))
 (and true true $x9304)))
(assert
 (let (($x2990 (and (distinct (- 1) k_c) true)))
 (and true true $x2990)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
