; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x29 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x29)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x29 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x29)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x795 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x795))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x795 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x795))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x15965 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x15965))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x15965 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x15965))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3497 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3497))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3497 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3497))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x3072 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3072))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x3072 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3072))))
(check-sat)
(pop)
