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
 (let ((?x15 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= (* c ?x15) (* ?x15 c))))))))
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
 (let ((?x15 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= (* ?x15 c) (* c ?x15))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let (($x38 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 $x38)))))))
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
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x49 (select mem_x k_x)))
(let ((?x22 (bvmul c ?x49)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 (= (bvmul ?x49 c) ?x22)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let (($x38 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 $x38)))))))
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
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x49 (select mem_x k_x)))
(let ((?x22 (bvmul c ?x49)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 (= (bvmul ?x49 c) ?x22)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x12 (select mem_x k_x)))
(let ((?x37 (bvmul ?x12 c)))
(let (($x419 (= (bvmul c ?x12) ?x37)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let ((?x1797 (bvmul ((_ sign_extend 32) ?x12) ((_ sign_extend 32) c))))
(let (($x618 (bvsle (_ bv18446744071562067968 64) ?x1797)))
(let (($x4469 (bvsge (_ bv2147483647 64) ?x1797)))
(let (($x3031 (and $x4469 $x618)))
(not (=> (and $x3031 $x52) (and $x3031 $x52 $x419)))))))))))))
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
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let (($x59 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let ((?x298 (bvmul ((_ sign_extend 32) (select mem_x k_x)) ((_ sign_extend 32) c))))
(let (($x6 (bvsle (_ bv18446744071562067968 64) ?x298)))
(let (($x10 (bvsge (_ bv2147483647 64) ?x298)))
(let (($x784 (and $x10 $x6)))
(not (=> (and $x784 $x52) (and $x784 $x52 $x59)))))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x17 (select mem_x k_x)))
(let ((?x419 (bvmul ?x17 c)))
(let (($x18 (= (bvmul c ?x17) ?x419)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let ((?x15 (bvmul ((_ sign_extend 64) ?x17) ((_ sign_extend 64) c))))
(let (($x814 (bvsle (_ bv340282366920938463454151235394913435648 128) ?x15)))
(let (($x657 (bvsge (_ bv9223372036854775807 128) ?x15)))
(let (($x618 (and $x657 $x814)))
(not (=> (and $x618 $x52) (and $x618 $x52 $x18)))))))))))))
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
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let (($x61 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let ((?x27 (bvmul ((_ sign_extend 64) (select mem_x k_x)) ((_ sign_extend 64) c))))
(let (($x8 (bvsle (_ bv340282366920938463454151235394913435648 128) ?x27)))
(let (($x800 (bvsge (_ bv9223372036854775807 128) ?x27)))
(let (($x298 (and $x800 $x8)))
(not (=> (and $x298 $x52) (and $x298 $x52 $x61)))))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 16))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x6 (select mem_x k_x)))
(let ((?x56 (bvmul ?x6 c)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 (= (bvmul c ?x6) ?x56)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(declare-fun c () (_ BitVec 16))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let (($x784 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(not (=> (and $x52) (and $x52 $x784)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x4134 (select mem_x k_x)))
(let ((?x27 (bvmul c ?x4134)))
(let (($x800 (= ?x27 (bvmul ?x4134 c))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let (($x549 (bvule (bvmul ((_ zero_extend 32) c) ((_ zero_extend 32) ?x4134)) (_ bv4294967295 64))))
(not (=> (and $x549 $x52) (and $x549 $x52 $x800))))))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x4134 (select mem_x k_x)))
(let ((?x27 (bvmul c ?x4134)))
(let (($x24 (= (bvmul ?x4134 c) ?x27)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let (($x784 (bvule (bvmul ((_ zero_extend 32) c) ((_ zero_extend 32) ?x4134)) (_ bv4294967295 64))))
(not (=> (and $x784 $x52) (and $x784 $x52 $x24))))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x36 (select mem_x k_x)))
(let ((?x61 (bvmul c ?x36)))
(let (($x4469 (= ?x61 (bvmul ?x36 c))))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let (($x800 (bvule (bvmul ((_ zero_extend 64) c) ((_ zero_extend 64) ?x36)) (_ bv18446744073709551615 128))))
(not (=> (and $x800 $x52) (and $x800 $x52 $x4469))))))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x16 (<= k_x 2147483647)))
 (let (($x135 (>= k_x (- 2147483648))))
 (and $x135 $x16))))
(assert
 (let ((?x36 (select mem_x k_x)))
(let ((?x61 (bvmul c ?x36)))
(let (($x10 (= (bvmul ?x36 c) ?x61)))
(let (($x29 (>= k_x 0)))
(let (($x52 (and $x29 (> 1 k_x))))
(let (($x54 (bvule (bvmul ((_ zero_extend 64) c) ((_ zero_extend 64) ?x36)) (_ bv18446744073709551615 128))))
(not (=> (and $x54 $x52) (and $x54 $x52 $x10))))))))))
(check-sat)
(pop 1)
(exit)
