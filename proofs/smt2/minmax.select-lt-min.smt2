; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x8668 (=> and (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x8668)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x5979 (=> and (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x5979)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x3174 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x3174))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x1869 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x1869))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x5979 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> and $x5979))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x3352 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> and $x3352))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2877 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x2877))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x14260 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x14260))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x178 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> and $x178))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x43 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> and $x43))))
(check-sat)
(pop)
