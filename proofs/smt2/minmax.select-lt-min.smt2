; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x4225 (=> and (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x4225)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x4893 (=> and (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x4893)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x3018 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x3018))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x4421 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x4421))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4893 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> and $x4893))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x15 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> and $x15))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x750 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x750))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x2924 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x2924))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x2257 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x2257))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x3001 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x3001))))
(check-sat)
(pop)
