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
 (let ((?x162 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19826 (and (distinct ok_x 0) true)))
(not (=> (and $x19826) (and $x19826 (= (>= c ?x162) (<= ?x162 c))))))))
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
 (let ((?x162 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19826 (and (distinct ok_x 0) true)))
(not (=> (and $x19826) (and $x19826 (= (<= ?x162 c) (>= c ?x162))))))))
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
 (let ((?x14473 (select mem_x k_x)))
(let (($x10333 (bvsle ?x14473 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (bvsge c ?x14473) $x10333)))))))))
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
 (let (($x3559 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 $x3559)))))))
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
 (let ((?x14473 (select mem_x k_x)))
(let (($x4764 (bvule ?x14473 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (bvuge c ?x14473) $x4764)))))))))
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
 (let (($x10333 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 $x10333)))))))
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
 (let ((?x14997 (select mem_x k_x)))
(let (($x13003 (bvsle ?x14997 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (bvsge c ?x14997) $x13003)))))))))
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
 (let (($x19669 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 $x19669)))))))
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
 (let ((?x15643 (select mem_x k_x)))
(let (($x10333 (bvsle ?x15643 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (bvsge c ?x15643) $x10333)))))))))
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
 (let (($x18957 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 $x18957)))))))
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
 (let ((?x19826 (select mem_x k_x)))
(let (($x19669 (fp.leq ?x19826 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (fp.geq c ?x19826) $x19669)))))))))
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
 (let ((?x19826 (select mem_x k_x)))
(let (($x19669 (fp.leq ?x19826 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= $x19669 (fp.geq c ?x19826))))))))))
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
 (let ((?x18931 (select mem_x k_x)))
(let (($x18957 (fp.leq ?x18931 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= (fp.geq c ?x18931) $x18957)))))))))
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
 (let ((?x18931 (select mem_x k_x)))
(let (($x18957 (fp.leq ?x18931 c)))
(let (($x3585 (>= k_x 0)))
(let (($x12893 (and $x3585 (> 1 k_x))))
(not (=> (and $x12893) (and $x12893 (= $x18957 (fp.geq c ?x18931))))))))))
(check-sat)
(pop 1)
(exit)
