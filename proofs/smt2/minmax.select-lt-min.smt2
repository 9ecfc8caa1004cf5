; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x1011 (=> true (and (= (ite (< x y) x y) (ite (< x y) x y))))))
(not $x1011)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x1011 (=> true (and (= (ite (< x y) x y) (ite (< x y) x y))))))
(not $x1011)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x779 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x779))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x779 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x779))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x3184 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x3184))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x3184 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x3184))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x8 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x8))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x8 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x8))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x3478 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x3478))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x3478 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x3478))))
(check-sat)
(pop 1)
(exit)
