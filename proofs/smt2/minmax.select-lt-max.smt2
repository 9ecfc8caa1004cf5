; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x9541 (=> true (and (= (ite (< x y) y x) (ite (> x y) x y))))))
(not $x9541)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x6913 (=> true (and (= (ite (> x y) x y) (ite (< x y) y x))))))
(not $x6913)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x2947 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x2947))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x1466 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x1466))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x5128 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x5128))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x7481 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x7481))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x5899 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x5899))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2646 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x2646))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x7448 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x7448))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x692 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x692))))
(check-sat)
(pop 1)
(exit)
