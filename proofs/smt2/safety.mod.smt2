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
 (let ((?x6920 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x16309 (and (distinct 0 c) true)))
(not (and $x16309 $x16309 (or (= ?x6920 ?x6920) true))))))
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
 (let (($x13701 (and (distinct (_ bv0 8) c) true)))
(not (and $x13701 $x13701 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x13701 (and (distinct (_ bv0 8) c) true)))
(not (and $x13701 $x13701 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x7168 (and (distinct (_ bv0 32) c) true)))
(not (and $x7168 $x7168 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x3497 (and (distinct (_ bv0 64) c) true)))
(not (and $x3497 $x3497 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (index)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x6150 (<= k_c 9223372036854775807)))
 (let (($x2962 (>= k_c (- 9223372036854775808))))
 (and $x2962 $x6150))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1760 (and (distinct 0 k_c) true)))
 (and true true $x1760)))
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
 (let (($x6150 (<= k_c 9223372036854775807)))
 (let (($x2962 (>= k_c (- 9223372036854775808))))
 (and $x2962 $x6150))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1760 (and (distinct 0 k_c) true)))
 (and true true $x1760)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
