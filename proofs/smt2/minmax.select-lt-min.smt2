; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3547 (=> and (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x3547)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x53 (=> and (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x53)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x242 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x242))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x34 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x34))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x53 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> and $x53))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x305 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> and $x305))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x12 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x12))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x1649 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x1649))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x987 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x987))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x91 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x91))))
(check-sat)
(pop)
