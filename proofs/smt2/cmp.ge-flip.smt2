; cmp/ge-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6372 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2111 (and (distinct ok_x 0) true)))
(not (=> (and $x2111) (and $x2111 (= (>= c ?x6372) (<= ?x6372 c))))))))
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
 (let ((?x6372 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2111 (and (distinct ok_x 0) true)))
(not (=> (and $x2111) (and $x2111 (= (<= ?x6372 c) (>= c ?x6372))))))))
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
 (let ((?x3687 (select mem_x k_x)))
(let (($x3823 (bvsle ?x3687 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (bvsge c ?x3687) $x3823)))))))))
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
 (let (($x46 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 $x46)))))))
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
 (let ((?x3687 (select mem_x k_x)))
(let (($x3659 (bvule ?x3687 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (bvuge c ?x3687) $x3659)))))))))
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
 (let (($x3823 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 $x3823)))))))
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
 (let ((?x13876 (select mem_x k_x)))
(let (($x16063 (bvsle ?x13876 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (bvsge c ?x13876) $x16063)))))))))
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
 (let (($x4969 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 $x4969)))))))
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
 (let ((?x2424 (select mem_x k_x)))
(let (($x3823 (bvsle ?x2424 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (bvsge c ?x2424) $x3823)))))))))
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
 (let (($x46 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 $x46)))))))
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
 (let ((?x2111 (select mem_x k_x)))
(let (($x4969 (fp.leq ?x2111 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (fp.geq c ?x2111) $x4969)))))))))
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
 (let ((?x2111 (select mem_x k_x)))
(let (($x4969 (fp.leq ?x2111 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= $x4969 (fp.geq c ?x2111))))))))))
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
 (let ((?x1594 (select mem_x k_x)))
(let (($x46 (fp.leq ?x1594 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= (fp.geq c ?x1594) $x46)))))))))
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
 (let ((?x1594 (select mem_x k_x)))
(let (($x46 (fp.leq ?x1594 c)))
(let (($x7651 (>= k_x 0)))
(let (($x36 (and $x7651 (> 1 k_x))))
(not (=> (and $x36) (and $x36 (= $x46 (fp.geq c ?x1594))))))))))
(check-sat)
(pop 1)
(exit)
