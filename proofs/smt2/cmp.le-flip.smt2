; cmp/le-flip: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
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
 (let ((?x6296 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1270 (and (distinct ok_x 0) true)))
(not (=> (and $x1270) (and $x1270 (= (<= c ?x6296) (>= ?x6296 c))))))))
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
 (let ((?x6296 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1270 (and (distinct ok_x 0) true)))
(not (=> (and $x1270) (and $x1270 (= (>= ?x6296 c) (<= c ?x6296))))))))
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
 (let (($x5170 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x5170)))))))
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
 (let ((?x10366 (select mem_x k_x)))
(let (($x3659 (bvsle c ?x10366)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (bvsge ?x10366 c) $x3659)))))))))
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
 (let (($x3687 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x3687)))))))
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
 (let ((?x10366 (select mem_x k_x)))
(let (($x5170 (bvule c ?x10366)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (bvuge ?x10366 c) $x5170)))))))))
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
 (let (($x14402 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x14402)))))))
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
 (let ((?x7089 (select mem_x k_x)))
(let (($x1270 (bvsle c ?x7089)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (bvsge ?x7089 c) $x1270)))))))))
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
 (let (($x3003 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x3003)))))))
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
 (let ((?x5170 (select mem_x k_x)))
(let (($x2111 (bvsle c ?x5170)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (bvsge ?x5170 c) $x2111)))))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x1270 (select mem_x k_x)))
(let (($x4969 (fp.leq c ?x1270)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= $x4969 (fp.geq ?x1270 c))))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (let ((?x1270 (select mem_x k_x)))
(let (($x4969 (fp.leq c ?x1270)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (fp.geq ?x1270 c) $x4969)))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x2111 (select mem_x k_x)))
(let (($x2037 (fp.leq c ?x2111)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= $x2037 (fp.geq ?x2111 c))))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (let ((?x2111 (select mem_x k_x)))
(let (($x2037 (fp.leq c ?x2111)))
(let (($x15382 (>= k_x 0)))
(let (($x3265 (and $x15382 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 (= (fp.geq ?x2111 c) $x2037)))))))))
(check-sat)
(pop 1)
(exit)
