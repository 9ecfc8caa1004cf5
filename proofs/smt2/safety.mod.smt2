; safety/mod: definedness; every check-sat must answer unsat
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
 (let ((?x8243 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x3865 (and (distinct 0 c) true)))
(not (and $x3865 $x3865 (or (= ?x8243 ?x8243) true))))))
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
 (let (($x15209 (and (distinct (_ bv0 8) c) true)))
(not (and $x15209 $x15209 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x15209 (and (distinct (_ bv0 8) c) true)))
(not (and $x15209 $x15209 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x10336 (and (distinct (_ bv0 32) c) true)))
(not (and $x10336 $x10336 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x14792 (and (distinct (_ bv0 64) c) true)))
(not (and $x14792 $x14792 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (index)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4158 (<= k_c 9223372036854775807)))
 (let (($x5692 (>= k_c (- 9223372036854775808))))
 (and $x5692 $x4158))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4465 (and (distinct 0 k_c) true)))
 (and true true $x4465)))
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
 (let (($x4158 (<= k_c 9223372036854775807)))
 (let (($x5692 (>= k_c (- 9223372036854775808))))
 (and $x5692 $x4158))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4465 (and (distinct 0 k_c) true)))
 (and true true $x4465)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
