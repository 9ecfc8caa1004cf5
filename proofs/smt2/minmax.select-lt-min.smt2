; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x12991 (=> true (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x12991)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x2961 (=> true (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x2961)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x776 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x776))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12017 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x12017))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x2961 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> true $x2961))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x11723 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> true $x11723))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x13166 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x13166))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x9346 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x9346))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x16706 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x16706))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x7434 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x7434))))
(check-sat)
(pop 1)
(exit)
