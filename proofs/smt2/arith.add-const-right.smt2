; arith/add-const-right: refinement both ways; every check-sat must answer unsat
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
(not (=> (and $x16) (and $x16 (= (+ c ?x18) (+ ?x18 c))))))))
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
(not (=> (and $x16) (and $x16 (= (+ ?x18 c) (+ c ?x18))))))))
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
 (let (($x12 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 $x12)))))))
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
 (let ((?x28 (select mem_x k_x)))
(let ((?x38 (bvadd c ?x28)))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 (= (bvadd ?x28 c) ?x38)))))))))
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
 (let (($x12 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 $x12)))))))
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
 (let ((?x28 (select mem_x k_x)))
(let ((?x38 (bvadd c ?x28)))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 (= (bvadd ?x28 c) ?x38)))))))))
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
 (let (($x1952 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 $x1952)))))))
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
 (let ((?x25 (select mem_x k_x)))
(let ((?x16 (bvadd c ?x25)))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 (= (bvadd ?x25 c) ?x16)))))))))
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
 (let ((?x38 (select mem_x k_x)))
(let ((?x605 (bvadd ?x38 c)))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 (= (bvadd c ?x38) ?x605)))))))))
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
 (let (($x59 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x10 (>= k_x 0)))
(let (($x19 (and $x10 (> 1 k_x))))
(not (=> (and $x19) (and $x19 $x59)))))))
(check-sat)
(pop)
