; arith/add-const-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x33 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x45 (and (distinct ok_x 0) true)))
(not (=> (and $x45) (and $x45 (= (+ c ?x33) (+ ?x33 c))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x33 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x45 (and (distinct ok_x 0) true)))
(not (=> (and $x45) (and $x45 (= (+ ?x33 c) (+ c ?x33))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 $x22)))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let ((?x809 (select mem_x k_x)))
(let ((?x37 (bvadd c ?x809)))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 (= (bvadd ?x809 c) ?x37)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 $x22)))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let ((?x809 (select mem_x k_x)))
(let ((?x37 (bvadd c ?x809)))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 (= (bvadd ?x809 c) ?x37)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x1594 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 $x1594)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let ((?x43 (select mem_x k_x)))
(let ((?x45 (bvadd c ?x43)))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 (= (bvadd ?x43 c) ?x45)))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let ((?x37 (select mem_x k_x)))
(let ((?x41 (bvadd ?x37 c)))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 (= (bvadd c ?x37) ?x41)))))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x39 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x612 (>= k_x 0)))
(let (($x42 (and $x612 (> 1 k_x))))
(not (=> (and $x42) (and $x42 $x39)))))))
(check-sat)
(pop 1)
(exit)
