; arith/sub-add-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct 0 ok_x) true)))
(not (=> (and $x15) (and $x15 (= (+ (- ?x25 y) y) ?x25)))))))
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
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct 0 ok_x) true)))
(not (=> (and $x15) (and $x15 (= ?x25 (+ (- ?x25 y) y))))))))
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
 (let ((?x24 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvadd (bvsub ?x24 y) y) ?x24))))))))
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
 (let ((?x24 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x24 (bvadd (bvsub ?x24 y) y)))))))))
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
 (let ((?x24 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvadd (bvsub ?x24 y) y) ?x24))))))))
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
 (let ((?x24 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x24 (bvadd (bvsub ?x24 y) y)))))))))
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
 (let ((?x9 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvadd (bvsub ?x9 y) y) ?x9))))))))
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
 (let ((?x9 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x9 (bvadd (bvsub ?x9 y) y)))))))))
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
 (let ((?x13 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvadd (bvsub ?x13 y) y) ?x13))))))))
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
 (let ((?x13 (select mem_x k_x)))
(let (($x34 (>= k_x 0)))
(let (($x37 (and $x34 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x13 (bvadd (bvsub ?x13 y) y)))))))))
(check-sat)
(pop)
