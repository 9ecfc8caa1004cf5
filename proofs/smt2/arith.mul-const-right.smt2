; arith/mul-const-right: refinement both ways; every check-sat must answer unsat
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
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x35 (and (distinct ok_x 0) true)))
(not (=> (and $x35) (and $x35 (= (* c ?x9) (* ?x9 c))))))))
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
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x35 (and (distinct ok_x 0) true)))
(not (=> (and $x35) (and $x35 (= (* ?x9 c) (* c ?x9))))))))
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
 (let ((?x14 (select mem_x k_x)))
(let ((?x33 (bvmul ?x14 c)))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvmul c ?x14) ?x33)))))))))
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
 (let (($x47 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x47)))))))
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
 (let ((?x14 (select mem_x k_x)))
(let ((?x33 (bvmul ?x14 c)))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvmul c ?x14) ?x33)))))))))
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
 (let (($x47 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x47)))))))
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
 (let ((?x419 (select mem_x k_x)))
(let ((?x12 (bvmul ?x419 c)))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvmul c ?x419) ?x12)))))))))
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
 (let (($x18 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x18)))))))
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
 (let (($x33 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x33)))))))
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
 (let ((?x77 (select mem_x k_x)))
(let ((?x63 (bvmul c ?x77)))
(let (($x360 (>= k_x 0)))
(let (($x20 (and $x360 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvmul ?x77 c) ?x63)))))))))
(check-sat)
(pop 1)
(exit)
