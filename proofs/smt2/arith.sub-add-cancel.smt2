; arith/sub-add-cancel: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x90 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18 (and (distinct ok_x 0) true)))
(not (=> (and $x18) (and $x18 (= (+ (- ?x90 y) y) ?x90)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x90 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18 (and (distinct ok_x 0) true)))
(not (=> (and $x18) (and $x18 (= ?x90 (+ (- ?x90 y) y))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= (bvadd (bvsub ?x40 y) y) ?x40))))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= ?x40 (bvadd (bvsub ?x40 y) y)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= (bvadd (bvsub ?x40 y) y) ?x40))))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= ?x40 (bvadd (bvsub ?x40 y) y)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun y () (_ BitVec 32))
(assert
 (let ((?x24 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= (bvadd (bvsub ?x24 y) y) ?x24))))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let ((?x24 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= ?x24 (bvadd (bvsub ?x24 y) y)))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun y () (_ BitVec 64))
(assert
 (let ((?x1916 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= (bvadd (bvsub ?x1916 y) y) ?x1916))))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let ((?x1916 (select mem_x k_x)))
(let (($x37 (>= k_x 0)))
(let (($x30 (and $x37 (> 1 k_x))))
(not (=> (and $x30) (and $x30 (= ?x1916 (bvadd (bvsub ?x1916 y) y)))))))))
(check-sat)
(pop 1)
(exit)
