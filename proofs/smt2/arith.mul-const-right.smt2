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
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x30 (and (distinct 0 ok_x) true)))
(not (=> (and $x30) (and $x30 (= (* c ?x25) (* ?x25 c))))))))
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
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x30 (and (distinct 0 ok_x) true)))
(not (=> (and $x30) (and $x30 (= (* ?x25 c) (* c ?x25))))))))
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
 (let (($x40 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 $x40)))))))
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
 (let ((?x64 (select mem_x k_x)))
(let ((?x45 (bvmul c ?x64)))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 (= (bvmul ?x64 c) ?x45)))))))))
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
 (let (($x40 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 $x40)))))))
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
 (let ((?x64 (select mem_x k_x)))
(let ((?x45 (bvmul c ?x64)))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 (= (bvmul ?x64 c) ?x45)))))))))
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
 (let (($x1594 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 $x1594)))))))
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
 (let ((?x50 (select mem_x k_x)))
(let ((?x30 (bvmul c ?x50)))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 (= (bvmul ?x50 c) ?x30)))))))))
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
 (let ((?x45 (select mem_x k_x)))
(let ((?x58 (bvmul ?x45 c)))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 (= (bvmul c ?x45) ?x58)))))))))
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
 (let (($x27 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x143 (>= k_x 0)))
(let (($x4305 (and $x143 (> 1 k_x))))
(not (=> (and $x4305) (and $x4305 $x27)))))))
(check-sat)
(pop)
