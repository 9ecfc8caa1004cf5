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
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (+ c ?x33) (+ ?x33 c))))))))
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
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (+ ?x33 c) (+ c ?x33))))))))
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
 (let (($x34 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 $x34)))))))
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
 (let ((?x90 (select mem_x k_x)))
(let ((?x23 (bvadd c ?x90)))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 (= (bvadd ?x90 c) ?x23)))))))))
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
 (let (($x34 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 $x34)))))))
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
 (let ((?x90 (select mem_x k_x)))
(let ((?x23 (bvadd c ?x90)))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 (= (bvadd ?x90 c) ?x23)))))))))
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
 (let ((?x31 (select mem_x k_x)))
(let ((?x9 (bvadd ?x31 c)))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 (= (bvadd c ?x31) ?x9)))))))))
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
 (let (($x41 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 $x41)))))))
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
 (let ((?x23 (select mem_x k_x)))
(let ((?x772 (bvadd ?x23 c)))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 (= (bvadd c ?x23) ?x772)))))))))
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
 (let (($x22 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x419 (>= k_x 0)))
(let (($x47 (and $x419 (> 1 k_x))))
(not (=> (and $x47) (and $x47 $x22)))))))
(check-sat)
(pop 1)
(exit)
