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
 (let ((?x29 (div x c)))
(let (($x1126 (>= c 0)))
(let ((?x4630 (ite $x1126 ?x29 (div (- x) (- c)))))
(let (($x4299 (and (distinct 0 c) true)))
(not (and $x4299 $x4299 (or (= ?x4630 ?x4630) true))))))))
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
 (let ((?x787 (bvsdiv x c)))
(let (($x3365 (and (and (distinct (bvsrem x c) (_ bv0 8)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 8)) (bvslt c (_ bv0 8))) true))))
(let ((?x6065 (ite $x3365 (bvsub ?x787 (_ bv1 8)) ?x787)))
(let (($x7425 (and (distinct (_ bv0 8) c) true)))
(not (and $x7425 $x7425 (or (= ?x6065 ?x6065) true))))))))
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
 (let (($x7425 (and (distinct (_ bv0 8) c) true)))
(not (and $x7425 $x7425 (or (= (bvudiv x c) (bvudiv x c)) true)))))
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
 (let ((?x3585 (bvsdiv x c)))
(let (($x1433 (and (and (distinct (bvsrem x c) (_ bv0 32)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 32)) (bvslt c (_ bv0 32))) true))))
(let ((?x6847 (ite $x1433 (bvsub ?x3585 (_ bv1 32)) ?x3585)))
(let (($x9275 (and (distinct (_ bv0 32) c) true)))
(not (and $x9275 $x9275 (or (= ?x6847 ?x6847) true))))))))
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
 (let ((?x4630 (bvsdiv x c)))
(let (($x525 (and (and (distinct (bvsrem x c) (_ bv0 64)) true) (and (distinct (bvslt (bvsrem x c) (_ bv0 64)) (bvslt c (_ bv0 64))) true))))
(let ((?x474 (ite $x525 (bvsub ?x4630 (_ bv1 64)) ?x4630)))
(let (($x4299 (and (distinct (_ bv0 64) c) true)))
(not (and $x4299 $x4299 (or (= ?x474 ?x474) true))))))))
(check-sat)
(pop)
