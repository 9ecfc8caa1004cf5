; arith/sub-add-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x13 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct 0 ok_x) true)))
(not (=> (and $x16) (and $x16 (= (+ (- ?x13 y) y) ?x13)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x13 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct 0 ok_x) true)))
(not (=> (and $x16) (and $x16 (= ?x13 (+ (- ?x13 y) y))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= (bvadd (bvsub ?x20 y) y) ?x20))))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= ?x20 (bvadd (bvsub ?x20 y) y)))))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= (bvadd (bvsub ?x20 y) y) ?x20))))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= ?x20 (bvadd (bvsub ?x20 y) y)))))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun y () (_ BitVec 32))
(assert
 (let ((?x49 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= (bvadd (bvsub ?x49 y) y) ?x49))))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let ((?x49 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= ?x49 (bvadd (bvsub ?x49 y) y)))))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun y () (_ BitVec 64))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= (bvadd (bvsub ?x48 y) y) ?x48))))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x92 (>= k_x 0)))
(let (($x605 (and $x92 (> 1 k_x))))
(not (=> (and $x605) (and $x605 (= ?x48 (bvadd (bvsub ?x48 y) y)))))))))
(check-sat)
(pop)
