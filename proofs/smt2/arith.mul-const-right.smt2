; arith/mul-const-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct 0 ok_x) true)))
(not (=> (and $x32) (and $x32 (= (* c ?x421) (* ?x421 c))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct 0 ok_x) true)))
(not (=> (and $x32) (and $x32 (= (* ?x421 c) (* c ?x421))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x10 (select mem_x k_x)))
(let ((?x29 (bvmul ?x10 c)))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 (= (bvmul c ?x10) ?x29)))))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x11 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 $x11)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x10 (select mem_x k_x)))
(let ((?x29 (bvmul ?x10 c)))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 (= (bvmul c ?x10) ?x29)))))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x11 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 $x11)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let ((?x18 (select mem_x k_x)))
(let ((?x25 (bvmul ?x18 c)))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 (= (bvmul c ?x18) ?x25)))))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x8 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 $x8)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x29 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 $x29)))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let ((?x41 (select mem_x k_x)))
(let ((?x605 (bvmul c ?x41)))
(let (($x3015 (>= k_x 0)))
(let (($x680 (and $x3015 (> 1 k_x))))
(not (=> (and $x680) (and $x680 (= (bvmul ?x41 c) ?x605)))))))))
(check-sat)
(pop)
