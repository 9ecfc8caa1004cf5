; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x407 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x407)))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x407 (=> and (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x407)))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x516 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x516))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x516 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x516))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4421 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x4421))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4421 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> and $x4421))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3846 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3846))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x3846 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x3846))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x2926 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x2926))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x2926 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> and $x2926))))
(check-sat)
(pop)
