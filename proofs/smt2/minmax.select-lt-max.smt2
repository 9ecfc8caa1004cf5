; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3274 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x3274)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3274 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x3274)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1604 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x1604))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1604 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x1604))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x5918 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x5918))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x5918 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x5918))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2681 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x2681))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2681 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x2681))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x612 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x612))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x612 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x612))))
(check-sat)
(pop 1)
(exit)
