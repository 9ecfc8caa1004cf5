; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x16443 (=> and (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x16443)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x16766 (=> and (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x16766)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x16773 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x16773))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x15965 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x15965))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x16766 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> and $x16766))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x15586 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> and $x15586))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x6232 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x6232))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x4063 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x4063))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x38 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x38))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x8542 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x8542))))
(check-sat)
(pop)
