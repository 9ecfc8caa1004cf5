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
 (let ((?x2546 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x3396 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x1882 (and (distinct c 0) true)))
(not (and $x1882 $x3396 $x1882 $x3396 (or (= ?x2546 ?x2546) true)))))))
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
 (let (($x5951 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x18524 (and (distinct (_ bv0 8) c) true)))
(let (($x940 (and $x18524 $x5951 $x18524 $x5951 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x940)))))
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
 (let (($x18524 (and (distinct (_ bv0 8) c) true)))
(not (and $x18524 $x18524 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x3639 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x2799 (and (distinct (_ bv0 32) c) true)))
(let (($x12736 (and $x2799 $x3639 $x2799 $x3639 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x12736)))))
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
 (let (($x1375 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x7816 (and (distinct (_ bv0 64) c) true)))
(let (($x18683 (and $x7816 $x1375 $x7816 $x1375 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x18683)))))
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
 (let (($x7607 (and (distinct (_ bv0 16) c) true)))
(not (and $x7607 $x7607 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x3639 (and (distinct (_ bv0 32) c) true)))
(not (and $x3639 $x3639 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x18737 (and (distinct (_ bv0 64) c) true)))
(not (and $x18737 $x18737 (or (= (bvurem x c) (bvurem x c)) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x5384 (<= k_c 9223372036854775807)))
 (let (($x15525 (>= k_c (- 9223372036854775808))))
 (and $x15525 $x5384))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x16200 (and (distinct 0 k_c) true)))
 (and true true $x16200)))
(assert
 (let (($x18683 (and (distinct (- 1) k_c) true)))
 (and true true $x18683)))
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
 (let (($x5384 (<= k_c 9223372036854775807)))
 (let (($x15525 (>= k_c (- 9223372036854775808))))
 (and $x15525 $x5384))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x16200 (and (distinct 0 k_c) true)))
 (and true true $x16200)))
(assert
 (let (($x18683 (and (distinct (- 1) k_c) true)))
 (and true true $x18683)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
