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
 (let ((?x33 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (* c ?x33) (* ?x33 c))))))))
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
(not (=> (and $x16) (and $x16 (= (* ?x33 c) (* c ?x33))))))))
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
 (let (($x36 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 $x36)))))))
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
(let ((?x25 (bvmul c ?x90)))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 (= (bvmul ?x90 c) ?x25)))))))))
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
 (let (($x36 (= (bvmul c (select mem_x k_x)) (bvmul (select mem_x k_x) c))))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 $x36)))))))
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
(let ((?x25 (bvmul c ?x90)))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 (= (bvmul ?x90 c) ?x25)))))))))
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
(let ((?x9 (bvmul ?x31 c)))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 (= (bvmul c ?x31) ?x9)))))))))
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
 (let (($x24 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 $x24)))))))
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
 (let ((?x25 (select mem_x k_x)))
(let ((?x772 (bvmul ?x25 c)))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 (= (bvmul c ?x25) ?x772)))))))))
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
 (let (($x22 (= (bvmul (select mem_x k_x) c) (bvmul c (select mem_x k_x)))))
(let (($x46 (>= k_x 0)))
(let (($x1916 (and $x46 (> 1 k_x))))
(not (=> (and $x1916) (and $x1916 $x22)))))))
(check-sat)
(pop 1)
(exit)
