; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x19417 (=> true (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x19417)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x4025 (=> true (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x4025)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4320 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x4320))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x13549 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x13549))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4025 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> true $x4025))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x10171 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> true $x10171))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x5565 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x5565))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x3662 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x3662))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x10075 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x10075))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x43 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x43))))
(check-sat)
(pop 1)
(exit)
