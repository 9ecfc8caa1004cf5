; safety/div: definedness; every check-sat must answer unsat
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
 (let ((?x144 (div x c)))
(let (($x3335 (>= c 0)))
(let ((?x1960 (ite $x3335 ?x144 (div (- x) (- c)))))
(let (($x3036 (and (distinct 0 c) true)))
(not (and $x3036 $x3036 (or (= ?x1960 ?x1960) true))))))))
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
 (let ((?x680 (bvsdiv x c)))
(let (($x394 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x3495 (ite $x394 (bvsub ?x680 (_ bv1 8)) ?x680)))
(let (($x488 (and (distinct (_ bv0 8) c) true)))
(not (and $x488 $x488 (or (= ?x3495 ?x3495) true))))))))
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
 (let (($x488 (and (distinct (_ bv0 8) c) true)))
(not (and $x488 $x488 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x3476 (bvsdiv x c)))
(let (($x2951 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x4359 (ite $x2951 (bvsub ?x3476 (_ bv1 32)) ?x3476)))
(let (($x44 (and (distinct (_ bv0 32) c) true)))
(not (and $x44 $x44 (or (= ?x4359 ?x4359) true))))))))
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
 (let ((?x1960 (bvsdiv x c)))
(let (($x34 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x3604 (ite $x34 (bvsub ?x1960 (_ bv1 64)) ?x1960)))
(let (($x3036 (and (distinct (_ bv0 64) c) true)))
(not (and $x3036 $x3036 (or (= ?x3604 ?x3604) true))))))))
(check-sat)
(pop)
