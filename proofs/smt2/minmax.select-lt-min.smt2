; minmax/select-lt-min: refinement both ways; every check-sat must answer unsat
(set-logic QF_BVLIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x8669 (=> true (and (= (ite (< x y) x y) (ite (< x y) x y))))))
(not $x8669)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let (($x8669 (=> true (and (= (ite (< x y) x y) (ite (< x y) x y))))))
(not $x8669)))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12973 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x12973))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12973 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x12973))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12864 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x12864))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun x () (_ BitVec 8))
(assert
 (let (($x12864 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
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
 (let (($x291 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x291))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x291 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x291))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x16240 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x16240))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x16240 (and (= (ite (bvslt x y) x y) (ite (bvslt x y) x y)))))
(not (=> true $x16240))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x2829 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x2829))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 16))
(declare-fun x () (_ BitVec 16))
(assert
 (let (($x2829 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x2829))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x1561 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x1561))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun x () (_ BitVec 32))
(assert
 (let (($x1561 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x1561))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x12973 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x12973))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun x () (_ BitVec 64))
(assert
 (let (($x12973 (and (= (ite (bvult x y) x y) (ite (bvult x y) x y)))))
(not (=> true $x12973))))
(check-sat)
(pop 1)
(exit)
