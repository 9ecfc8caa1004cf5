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
 (let ((?x4031 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1789 (and (distinct ok_x 0) true)))
(not (=> (and $x1789) (and $x1789 (= (+ (- ?x4031 y) y) ?x4031)))))))
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
 (let ((?x4031 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1789 (and (distinct ok_x 0) true)))
(not (=> (and $x1789) (and $x1789 (= ?x4031 (+ (- ?x4031 y) y))))))))
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
 (let ((?x23 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= (bvadd (bvsub ?x23 y) y) ?x23))))))))
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
 (let ((?x23 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= ?x23 (bvadd (bvsub ?x23 y) y)))))))))
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
 (let ((?x23 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= (bvadd (bvsub ?x23 y) y) ?x23))))))))
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
 (let ((?x23 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= ?x23 (bvadd (bvsub ?x23 y) y)))))))))
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
 (let ((?x15 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= (bvadd (bvsub ?x15 y) y) ?x15))))))))
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
 (let ((?x15 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= ?x15 (bvadd (bvsub ?x15 y) y)))))))))
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
 (let ((?x22 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= (bvadd (bvsub ?x22 y) y) ?x22))))))))
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
 (let ((?x22 (select mem_x k_x)))
(let (($x1305 (>= k_x 0)))
(let (($x11 (and $x1305 (> 1 k_x))))
(not (=> (and $x11) (and $x11 (= ?x22 (bvadd (bvsub ?x22 y) y)))))))))
(check-sat)
(pop 1)
(exit)
