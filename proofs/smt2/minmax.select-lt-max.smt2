; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x7439 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x7439)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x7439 (=> true (and (= (ite (< x y) y x) (ite (< x y) y x))))))
(not $x7439)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4655 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x4655))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x4655 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x4655))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x13549 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x13549))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x13549 (and (= (ite (bvult x y) y x) (ite (bvult x y) y x)))))
(not (=> true $x13549))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x779 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x779))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x779 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x779))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x80 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x80))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x80 (and (= (ite (bvslt x y) y x) (ite (bvslt x y) y x)))))
(not (=> true $x80))))
(check-sat)
(pop 1)
(exit)
