; minmax/select-lt-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x16240 (=> true (and (= (ite (< x y) y x) (ite (> x y) x y))))))
(not $x16240)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let (($x6933 (=> true (and (= (ite (> x y) x y) (ite (< x y) y x))))))
(not $x6933)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x1156 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x1156))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x6165 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x6165))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x49 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x49))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 8))
(declare-fun y () (_ BitVec 8))
(assert
 (let (($x12864 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x12864))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x12608 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x12608))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x12925 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x12925))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x1047 (and (= (ite (bvslt x y) y x) (ite (bvsgt x y) x y)))))
(not (=> true $x1047))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x1561 (and (= (ite (bvsgt x y) x y) (ite (bvslt x y) y x)))))
(not (=> true $x1561))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x12606 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x12606))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 16))
(declare-fun y () (_ BitVec 16))
(assert
 (let (($x12674 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x12674))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x12695 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x12695))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert
 (let (($x2354 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x2354))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x49 (and (= (ite (bvult x y) y x) (ite (bvugt x y) x y)))))
(not (=> true $x49))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert
 (let (($x12973 (and (= (ite (bvugt x y) x y) (ite (bvult x y) y x)))))
(not (=> true $x12973))))
(check-sat)
(pop 1)
(exit)
