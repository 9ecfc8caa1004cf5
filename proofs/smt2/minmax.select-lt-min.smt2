; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x1191 (=> true (and (= (ite (< x y) x y) (ite (< y x) y x))))))
(not $x1191)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x2037 (=> true (and (= (ite (< y x) y x) (ite (< x y) x y))))))
(not $x2037)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4284 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x4284))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x16063 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x16063))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x2037 (and (= (ite (bvult x y) x y) (ite (bvult y x) y x)))))
(not (=> true $x2037))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x7651 (and (= (ite (bvult y x) y x) (ite (bvult x y) x y)))))
(not (=> true $x7651))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x4668 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x4668))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x1029 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x1029))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x32 (and (= (ite (bvslt x y) x y) (ite (bvslt y x) y x)))))
(not (=> true $x32))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x2396 (and (= (ite (bvslt y x) y x) (ite (bvslt x y) x y)))))
(not (=> true $x2396))))
(check-sat)
(pop 1)
(exit)
