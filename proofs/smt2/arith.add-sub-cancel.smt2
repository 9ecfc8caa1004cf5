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
 (let ((?x394 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x22 (and (distinct ok_x 0) true)))
(not (=> (and $x22) (and $x22 (= (- (+ ?x394 y) y) ?x394)))))))
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
 (let ((?x394 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x22 (and (distinct ok_x 0) true)))
(not (=> (and $x22) (and $x22 (= ?x394 (- (+ ?x394 y) y))))))))
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
 (let ((?x77 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvsub (bvadd ?x77 y) y) ?x77))))))))
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
 (let ((?x77 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= ?x77 (bvsub (bvadd ?x77 y) y)))))))))
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
 (let ((?x77 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvsub (bvadd ?x77 y) y) ?x77))))))))
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
 (let ((?x77 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= ?x77 (bvsub (bvadd ?x77 y) y)))))))))
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
 (let ((?x1952 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvsub (bvadd ?x1952 y) y) ?x1952))))))))
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
 (let ((?x1952 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= ?x1952 (bvsub (bvadd ?x1952 y) y)))))))))
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
 (let ((?x48 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvsub (bvadd ?x48 y) y) ?x48))))))))
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
 (let ((?x48 (select mem_x k_x)))
(let (($x1264 (>= k_x 0)))
(let (($x63 (and $x1264 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= ?x48 (bvsub (bvadd ?x48 y) y)))))))))
(check-sat)
(pop 1)
(exit)
