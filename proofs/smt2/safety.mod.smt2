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
 (let ((?x370 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x11469 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x14828 (and (distinct c 0) true)))
(not (and $x14828 $x11469 $x14828 $x11469 (or (= ?x370 ?x370) true)))))))
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
 (let (($x12588 (not (and (= (_ bv255 8) c) (= (_ bv128 8) x)))))
(let (($x4215 (and (distinct (_ bv0 8) c) true)))
(let (($x10205 (and $x4215 $x12588 $x4215 $x12588 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x10205)))))
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
(not (and $x4215 $x4215 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x5369 (not (and (= (_ bv4294967295 32) c) (= (_ bv2147483648 32) x)))))
(let (($x4671 (and (distinct (_ bv0 32) c) true)))
(let (($x2967 (and $x4671 $x5369 $x4671 $x5369 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x2967)))))
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
 (let (($x16099 (not (and (= (_ bv18446744073709551615 64) c) (= (_ bv9223372036854775808 64) x)))))
(let (($x6618 (and (distinct (_ bv0 64) c) true)))
(let (($x8693 (and $x6618 $x16099 $x6618 $x16099 (or (= (bvsmod x c) (bvsmod x c)) true))))
(not $x8693)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (index)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2091 (<= k_c 9223372036854775807)))
 (let (($x15 (>= k_c (- 9223372036854775808))))
 (and $x15 $x2091))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5369 (and (distinct 0 k_c) true)))
 (and true true $x5369)))
(assert
 (let (($x14187 (and (distinct (- 1) k_c) true)))
 (and true true $x14187)))
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
 (let (($x2091 (<= k_c 9223372036854775807)))
 (let (($x15 (>= k_c (- 9223372036854775808))))
 (and $x15 $x2091))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5369 (and (distinct 0 k_c) true)))
 (and true true $x5369)))
(assert
 (let (($x14187 (and (distinct (- 1) k_c) true)))
 (and true true $x14187)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
