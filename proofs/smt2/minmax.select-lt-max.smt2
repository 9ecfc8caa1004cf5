; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x2410 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x2410)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x2410 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x2410)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x15382 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x15382))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x15382 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x15382))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x16063 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x16063))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x16063 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x16063))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3823 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x3823))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3823 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x3823))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x6372 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x6372))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x6372 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x6372))))
(check-sat)
(pop 1)
(exit)
