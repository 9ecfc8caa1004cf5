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
 (let ((?x7237 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7042 (and (distinct ok_x 0) true)))
(not (=> (and $x7042) (and $x7042 (= (<= c ?x7237) (>= ?x7237 c))))))))
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
 (let ((?x7237 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7042 (and (distinct ok_x 0) true)))
(not (=> (and $x7042) (and $x7042 (= (>= ?x7237 c) (<= c ?x7237))))))))
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
 (let (($x16 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 $x16)))))))
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
 (let ((?x15141 (select mem_x k_x)))
(let (($x38 (bvsle c ?x15141)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (bvsge ?x15141 c) $x38)))))))))
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
 (let (($x805 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 $x805)))))))
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
 (let ((?x15141 (select mem_x k_x)))
(let (($x16 (bvule c ?x15141)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (bvuge ?x15141 c) $x16)))))))))
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
 (let (($x612 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 $x612)))))))
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
 (let ((?x1116 (select mem_x k_x)))
(let (($x7042 (bvsle c ?x1116)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (bvsge ?x1116 c) $x7042)))))))))
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
 (let (($x3012 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 $x3012)))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x4303 (bvsle c ?x16)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (bvsge ?x16 c) $x4303)))))))))
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
 (let ((?x7042 (select mem_x k_x)))
(let (($x3142 (fp.leq c ?x7042)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= $x3142 (fp.geq ?x7042 c))))))))))
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
 (let ((?x7042 (select mem_x k_x)))
(let (($x3142 (fp.leq c ?x7042)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (fp.geq ?x7042 c) $x3142)))))))))
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
 (let ((?x4303 (select mem_x k_x)))
(let (($x2931 (fp.leq c ?x4303)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= $x2931 (fp.geq ?x4303 c))))))))))
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
 (let ((?x4303 (select mem_x k_x)))
(let (($x2931 (fp.leq c ?x4303)))
(let (($x1604 (>= k_x 0)))
(let (($x3176 (and $x1604 (> 1 k_x))))
(not (=> (and $x3176) (and $x3176 (= (fp.geq ?x4303 c) $x2931)))))))))
(check-sat)
(pop 1)
(exit)
