; arith/add-sub-cancel: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x1942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x253 (and (distinct ok_x 0) true)))
(not (=> (and $x253) (and $x253 (= (- (+ ?x1942 y) y) ?x1942)))))))
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
 (let ((?x1942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x253 (and (distinct ok_x 0) true)))
(not (=> (and $x253) (and $x253 (= ?x1942 (- (+ ?x1942 y) y))))))))
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
 (let ((?x10 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= (bvsub (bvadd ?x10 y) y) ?x10))))))))
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
 (let ((?x10 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= ?x10 (bvsub (bvadd ?x10 y) y)))))))))
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
 (let ((?x10 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= (bvsub (bvadd ?x10 y) y) ?x10))))))))
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
 (let ((?x10 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= ?x10 (bvsub (bvadd ?x10 y) y)))))))))
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
 (let ((?x46 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= (bvsub (bvadd ?x46 y) y) ?x46))))))))
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
 (let ((?x46 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= ?x46 (bvsub (bvadd ?x46 y) y)))))))))
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
 (let ((?x4298 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= (bvsub (bvadd ?x4298 y) y) ?x4298))))))))
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
 (let ((?x4298 (select mem_x k_x)))
(let (($x16 (>= k_x 0)))
(let (($x64 (and $x16 (> 1 k_x))))
(not (=> (and $x64) (and $x64 (= ?x4298 (bvsub (bvadd ?x4298 y) y)))))))))
(check-sat)
(pop 1)
(exit)
