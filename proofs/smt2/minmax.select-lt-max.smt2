; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x10362 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x10362)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x10362 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x10362)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x10186 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x10186))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x10186 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x10186))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x11032 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x11032))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x11032 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x11032))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3802 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3802))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3802 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3802))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x5308 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x5308))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x5308 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x5308))))
(check-sat)
(pop)
