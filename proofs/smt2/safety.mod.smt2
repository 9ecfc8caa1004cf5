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
 (let ((?x3639 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x1124 (and (distinct 0 c) true)))
(not (and $x1124 $x1124 (or (= ?x3639 ?x3639) true))))))
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
 (let (($x4359 (and (distinct (_ bv0 8) c) true)))
(not (and $x4359 $x4359 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x4359 (and (distinct (_ bv0 8) c) true)))
(not (and $x4359 $x4359 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x3458 (and (distinct (_ bv0 32) c) true)))
(not (and $x3458 $x3458 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x3476 (and (distinct (_ bv0 64) c) true)))
(not (and $x3476 $x3476 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop)
