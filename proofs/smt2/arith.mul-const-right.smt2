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
(let (($x39 (and (distinct ok_x 0) true)))
(not (=> (and $x39) (and $x39 (= (* c ?x15) (* ?x15 c))))))))
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
(let (($x39 (and (distinct ok_x 0) true)))
(not (=> (and $x39) (and $x39 (= (* ?x15 c) (* c ?x15))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let (($x55 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(not (=> (and $x753) (and $x753 $x55)))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let ((?x1206 (select mem_x k_x)))
(let ((?x18 (bvmul c ?x1206)))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(not (=> (and $x753) (and $x753 (= (bvmul ?x1206 c) ?x18)))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let (($x55 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(not (=> (and $x753) (and $x753 $x55)))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let ((?x1206 (select mem_x k_x)))
(let ((?x18 (bvmul c ?x1206)))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(not (=> (and $x753) (and $x753 (= (bvmul ?x1206 c) ?x18)))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let (($x50 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(let ((?x45 ((_ sign_extend 32) c)))
(let ((?x1396 (select mem_x k_x)))
(let ((?x4060 ((_ sign_extend 32) ?x1396)))
(let ((?x17 (bvmul ?x4060 ?x45)))
(let (($x37 (and (bvsle (_ bv18446744071562067968 64) ?x17) (bvsge (_ bv2147483647 64) ?x17))))
(let (($x57 (and (bvsle (_ bv18446744071562067968 64) (bvmul ?x45 ?x4060)) (bvsge (_ bv2147483647 64) (bvmul ?x45 ?x4060)))))
(not (=> (and $x57 $x753) (and $x37 $x753 $x50)))))))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let ((?x1396 (select mem_x k_x)))
(let ((?x39 (bvmul c ?x1396)))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(let (($x57 (and (bvsle (_ bv18446744071562067968 64) (bvmul ((_ sign_extend 32) c) ((_ sign_extend 32) ?x1396))) (bvsge (_ bv2147483647 64) (bvmul ((_ sign_extend 32) c) ((_ sign_extend 32) ?x1396))))))
(let (($x37 (and (bvsle (_ bv18446744071562067968 64) (bvmul ((_ sign_extend 32) ?x1396) ((_ sign_extend 32) c))) (bvsge (_ bv2147483647 64) (bvmul ((_ sign_extend 32) ?x1396) ((_ sign_extend 32) c))))))
(not (=> (and $x37 $x753) (and $x57 $x753 (= (bvmul ?x1396 c) ?x39)))))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let ((?x6 (select mem_x k_x)))
(let ((?x43 (bvmul ?x6 c)))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(let (($x1844 (and (bvsle (_ bv340282366920938463454151235394913435648 128) (bvmul ((_ sign_extend 64) ?x6) ((_ sign_extend 64) c))) (bvsge (_ bv9223372036854775807 128) (bvmul ((_ sign_extend 64) ?x6) ((_ sign_extend 64) c))))))
(let (($x40 (and (bvsle (_ bv340282366920938463454151235394913435648 128) (bvmul ((_ sign_extend 64) c) ((_ sign_extend 64) ?x6))) (bvsge (_ bv9223372036854775807 128) (bvmul ((_ sign_extend 64) c) ((_ sign_extend 64) ?x6))))))
(not (=> (and $x40 $x753) (and $x1844 $x753 (= (bvmul c ?x6) ?x43)))))))))))
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
 (let (($x9 (<= k_x 2147483647)))
 (let (($x8 (>= k_x (- 2147483648))))
 (and $x8 $x9))))
(assert
 (let (($x39 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x35 (>= k_x 0)))
(let (($x753 (and $x35 (> 1 k_x))))
(let ((?x6 (select mem_x k_x)))
(let ((?x779 ((_ sign_extend 64) ?x6)))
(let ((?x426 ((_ sign_extend 64) c)))
(let ((?x54 (bvmul ?x426 ?x779)))
(let (($x40 (and (bvsle (_ bv340282366920938463454151235394913435648 128) ?x54) (bvsge (_ bv9223372036854775807 128) ?x54))))
(let (($x1844 (and (bvsle (_ bv340282366920938463454151235394913435648 128) (bvmul ?x779 ?x426)) (bvsge (_ bv9223372036854775807 128) (bvmul ?x779 ?x426)))))
(not (=> (and $x1844 $x753) (and $x40 $x753 $x39)))))))))))))
(check-sat)
(pop 1)
(exit)
