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
 (let ((?x18 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct 0 ok_x) true)))
(not (=> (and $x16) (and $x16 (= (* c ?x18) (* ?x18 c))))))))
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
 (let ((?x18 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct 0 ok_x) true)))
(not (=> (and $x16) (and $x16 (= (* ?x18 c) (* c ?x18))))))))
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
 (let (($x48 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x48)))))))
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
 (let ((?x24 (select mem_x k_x)))
(let ((?x10 (bvmul c ?x24)))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 (= (bvmul ?x24 c) ?x10)))))))))
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
 (let (($x48 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x48)))))))
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
 (let ((?x24 (select mem_x k_x)))
(let ((?x10 (bvmul c ?x24)))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 (= (bvmul ?x24 c) ?x10)))))))))
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
 (let ((?x25 (select mem_x k_x)))
(let ((?x49 (bvmul ?x25 c)))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 (= (bvmul c ?x25) ?x49)))))))))
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
 (let (($x28 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x28)))))))
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
 (let ((?x10 (select mem_x k_x)))
(let ((?x605 (bvmul ?x10 c)))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 (= (bvmul c ?x10) ?x605)))))))))
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
 (let (($x59 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x3015 (>= k_x 0)))
(let (($x608 (and $x3015 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x59)))))))
(check-sat)
(pop)
