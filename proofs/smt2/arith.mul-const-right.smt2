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
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x79 (and (distinct ok_x 0) true)))
(not (=> (and $x79) (and $x79 (= (* c ?x44) (* ?x44 c))))))))
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
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x79 (and (distinct ok_x 0) true)))
(not (=> (and $x79) (and $x79 (= (* ?x44 c) (* c ?x44))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let (($x33 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x33)))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let ((?x627 (select mem_x k_x)))
(let ((?x9 (bvmul c ?x627)))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= (bvmul ?x627 c) ?x9)))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let (($x33 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x33)))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let ((?x627 (select mem_x k_x)))
(let ((?x9 (bvmul c ?x627)))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= (bvmul ?x627 c) ?x9)))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let (($x963 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(let ((?x527 (bvmul ((_ sign_extend 32) c) ((_ sign_extend 32) (select mem_x k_x)))))
(let (($x42 (bvsle (_ bv18446744071562067968 64) ?x527)))
(let (($x1886 (bvsge (_ bv2147483647 64) ?x527)))
(let (($x47 (and $x1886 $x42)))
(not (=> (and $x47 $x14) (and $x47 $x14 $x963)))))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let ((?x211 (select mem_x k_x)))
(let ((?x79 (bvmul c ?x211)))
(let (($x427 (= (bvmul ?x211 c) ?x79)))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(let ((?x27 (bvmul ((_ sign_extend 32) c) ((_ sign_extend 32) ?x211))))
(let (($x109 (bvsle (_ bv18446744071562067968 64) ?x27)))
(let (($x8 (bvsge (_ bv2147483647 64) ?x27)))
(let (($x49 (and $x8 $x109)))
(not (=> (and $x49 $x14) (and $x49 $x14 $x427)))))))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let (($x22 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(let ((?x44 (bvmul ((_ sign_extend 64) c) ((_ sign_extend 64) (select mem_x k_x)))))
(let (($x20 (bvsle (_ bv340282366920938463454151235394913435648 128) ?x44)))
(let (($x57 (bvsge (_ bv9223372036854775807 128) ?x44)))
(let (($x42 (and $x57 $x20)))
(not (=> (and $x42 $x14) (and $x42 $x14 $x22)))))))))))
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
 (let (($x40 (<= k_x 2147483647)))
 (let (($x1509 (>= k_x (- 2147483648))))
 (and $x1509 $x40))))
(assert
 (let ((?x94 (select mem_x k_x)))
(let ((?x925 (bvmul c ?x94)))
(let (($x10 (= (bvmul ?x94 c) ?x925)))
(let (($x48 (>= k_x 0)))
(let (($x14 (and $x48 (> 1 k_x))))
(let ((?x79 (bvmul ((_ sign_extend 64) c) ((_ sign_extend 64) ?x94))))
(let (($x53 (bvsle (_ bv340282366920938463454151235394913435648 128) ?x79)))
(let (($x1957 (bvsge (_ bv9223372036854775807 128) ?x79)))
(let (($x27 (and $x1957 $x53)))
(not (=> (and $x27 $x14) (and $x27 $x14 $x10)))))))))))))
(check-sat)
(pop 1)
(exit)
