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
 (let ((?x4593 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x1172 (and (distinct 0 c) true)))
(not (and $x1172 $x1172 (or (= ?x4593 ?x4593) true))))))
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
 (let (($x6847 (and (distinct (_ bv0 8) c) true)))
(not (and $x6847 $x6847 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x6847 (and (distinct (_ bv0 8) c) true)))
(not (and $x6847 $x6847 (or (= (bvurem x c) (bvurem x c)) true)))))
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
 (let (($x3471 (and (distinct (_ bv0 32) c) true)))
(not (and $x3471 $x3471 (or (= (bvsmod x c) (bvsmod x c)) true)))))
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
 (let (($x3585 (and (distinct (_ bv0 64) c) true)))
(not (and $x3585 $x3585 (or (= (bvsmod x c) (bvsmod x c)) true)))))
(check-sat)
(pop)
