; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x2473 (=> true (and (= (ite (< x y) y x) (ite (> x y) x y))))))
(not $x2473)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x3974 (=> true (and (= (ite (> x y) x y) (ite (< x y) y x))))))
(not $x3974)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x3585 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x3585))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x358 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x358))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x8572 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x8572))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x14473 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x14473))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x9267 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x9267))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x13856 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x13856))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x16675 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x16675))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x5094 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x5094))))
(check-sat)
(pop 1)
(exit)
