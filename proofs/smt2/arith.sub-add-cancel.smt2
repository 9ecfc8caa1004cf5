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
 (let ((?x4402 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x97 (and (distinct ok_x 0) true)))
(not (=> (and $x97) (and $x97 (= (+ (- ?x4402 y) y) ?x4402)))))))
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
 (let ((?x4402 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x97 (and (distinct ok_x 0) true)))
(not (=> (and $x97) (and $x97 (= ?x4402 (+ (- ?x4402 y) y))))))))
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
 (let ((?x394 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= (bvadd (bvsub ?x394 y) y) ?x394))))))))
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
 (let ((?x394 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= ?x394 (bvadd (bvsub ?x394 y) y)))))))))
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
 (let ((?x394 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= (bvadd (bvsub ?x394 y) y) ?x394))))))))
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
 (let ((?x394 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= ?x394 (bvadd (bvsub ?x394 y) y)))))))))
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
 (let ((?x32 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= (bvadd (bvsub ?x32 y) y) ?x32))))))))
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
 (let ((?x32 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= ?x32 (bvadd (bvsub ?x32 y) y)))))))))
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
 (let ((?x63 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= (bvadd (bvsub ?x63 y) y) ?x63))))))))
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
 (let ((?x63 (select mem_x k_x)))
(let (($x1947 (>= k_x 0)))
(let (($x3529 (and $x1947 (> 1 k_x))))
(not (=> (and $x3529) (and $x3529 (= ?x63 (bvadd (bvsub ?x63 y) y)))))))))
(check-sat)
(pop 1)
(exit)
