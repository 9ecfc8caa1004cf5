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
 (let ((?x14900 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x632 (and (distinct ok_x 0) true)))
(not (=> (and $x632) (and $x632 (= (<= c ?x14900) (>= ?x14900 c))))))))
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
 (let ((?x14900 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x632 (and (distinct ok_x 0) true)))
(not (=> (and $x632) (and $x632 (= (>= ?x14900 c) (<= c ?x14900))))))))
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
 (let (($x5260 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x5260)))))))
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
 (let ((?x509 (select mem_x k_x)))
(let (($x3444 (bvsle c ?x509)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (bvsge ?x509 c) $x3444)))))))))
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
 (let (($x17870 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x17870)))))))
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
 (let ((?x509 (select mem_x k_x)))
(let (($x5260 (bvule c ?x509)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (bvuge ?x509 c) $x5260)))))))))
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
 (let (($x80 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x80)))))))
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
 (let ((?x771 (select mem_x k_x)))
(let (($x632 (bvsle c ?x771)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (bvsge ?x771 c) $x632)))))))))
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
 (let (($x6666 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x6666)))))))
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
 (let ((?x5260 (select mem_x k_x)))
(let (($x7708 (bvsle c ?x5260)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (bvsge ?x5260 c) $x7708)))))))))
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
 (let ((?x632 (select mem_x k_x)))
(let (($x19393 (fp.leq c ?x632)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= $x19393 (fp.geq ?x632 c))))))))))
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
 (let ((?x632 (select mem_x k_x)))
(let (($x19393 (fp.leq c ?x632)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (fp.geq ?x632 c) $x19393)))))))))
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
 (let ((?x7708 (select mem_x k_x)))
(let (($x4025 (fp.leq c ?x7708)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= $x4025 (fp.geq ?x7708 c))))))))))
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
 (let ((?x7708 (select mem_x k_x)))
(let (($x4025 (fp.leq c ?x7708)))
(let (($x5816 (>= k_x 0)))
(let (($x17837 (and $x5816 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 (= (fp.geq ?x7708 c) $x4025)))))))))
(check-sat)
(pop 1)
(exit)
