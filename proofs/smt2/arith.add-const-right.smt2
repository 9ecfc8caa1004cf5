; arith/add-const-right: refinement both ways; every check-sat must answer unsat
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
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x37 (and (distinct ok_x 0) true)))
(not (=> (and $x37) (and $x37 (= (+ c ?x32) (+ ?x32 c))))))))
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
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x37 (and (distinct ok_x 0) true)))
(not (=> (and $x37) (and $x37 (= (+ ?x32 c) (+ c ?x32))))))))
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
 (let (($x22 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 $x22)))))))
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
 (let ((?x1952 (select mem_x k_x)))
(let ((?x104 (bvadd c ?x1952)))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvadd ?x1952 c) ?x104)))))))))
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
 (let (($x22 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 $x22)))))))
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
 (let ((?x1952 (select mem_x k_x)))
(let ((?x104 (bvadd c ?x1952)))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvadd ?x1952 c) ?x104)))))))))
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
 (let (($x360 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 $x360)))))))
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
 (let ((?x35 (select mem_x k_x)))
(let ((?x37 (bvadd c ?x35)))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvadd ?x35 c) ?x37)))))))))
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
 (let ((?x104 (select mem_x k_x)))
(let ((?x1947 (bvadd ?x104 c)))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 (= (bvadd c ?x104) ?x1947)))))))))
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
 (let (($x34 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x36 (>= k_x 0)))
(let (($x63 (and $x36 (> 1 k_x))))
(not (=> (and $x63) (and $x63 $x34)))))))
(check-sat)
(pop 1)
(exit)
