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
 (let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= (* c ?x6) (* ?x6 c))))))))
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
 (let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(not (=> (and $x34) (and $x34 (= (* ?x6 c) (* c ?x6))))))))
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
 (let (($x33 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 $x33)))))))
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
(let ((?x64 (bvmul c ?x809)))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 (= (bvmul ?x809 c) ?x64)))))))))
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
 (let (($x33 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 $x33)))))))
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
(let ((?x64 (bvmul c ?x809)))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 (= (bvmul ?x809 c) ?x64)))))))))
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
 (let ((?x27 (select mem_x k_x)))
(let ((?x22 (bvmul ?x27 c)))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 (= (bvmul c ?x27) ?x22)))))))))
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
 (let (($x9 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 $x9)))))))
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
 (let ((?x64 (select mem_x k_x)))
(let ((?x779 (bvmul ?x64 c)))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 (= (bvmul c ?x64) ?x779)))))))))
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
 (let (($x18 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x38 (>= k_x 0)))
(let (($x650 (and $x38 (> 1 k_x))))
(not (=> (and $x650) (and $x650 $x18)))))))
(check-sat)
(pop 1)
(exit)
