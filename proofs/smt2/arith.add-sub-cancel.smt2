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
 (let ((?x809 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= (- (+ ?x809 y) y) ?x809)))))))
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
 (let ((?x809 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= ?x809 (- (+ ?x809 y) y))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= (bvsub (bvadd ?x16 y) y) ?x16))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= ?x16 (bvsub (bvadd ?x16 y) y)))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= (bvsub (bvadd ?x16 y) y) ?x16))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= ?x16 (bvsub (bvadd ?x16 y) y)))))))))
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
 (let ((?x42 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= (bvsub (bvadd ?x42 y) y) ?x42))))))))
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
 (let ((?x42 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= ?x42 (bvsub (bvadd ?x42 y) y)))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= (bvsub (bvadd ?x43 y) y) ?x43))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x779 (and $x23 (> 1 k_x))))
(not (=> (and $x779) (and $x779 (= ?x43 (bvsub (bvadd ?x43 y) y)))))))))
(check-sat)
(pop 1)
(exit)
