; cmp/lt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x11556 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4652 (and (distinct ok_x 0) true)))
(not (=> (and $x4652) (and $x4652 (= (< c ?x11556) (> ?x11556 c))))))))
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
 (let ((?x11556 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4652 (and (distinct ok_x 0) true)))
(not (=> (and $x4652) (and $x4652 (= (> ?x11556 c) (< c ?x11556))))))))
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
 (let (($x3176 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x3176)))))))
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
 (let (($x3274 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x3274)))))))
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
 (let (($x47 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x47)))))))
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
 (let (($x38 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x38)))))))
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
 (let (($x3299 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x3299)))))))
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
 (let (($x6573 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x6573)))))))
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
 (let (($x4711 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x4711)))))))
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
 (let (($x1604 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 $x1604)))))))
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
 (let ((?x47 (select mem_x k_x)))
(let (($x1116 (fp.lt c ?x47)))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 (= $x1116 (fp.gt ?x47 c))))))))))
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
 (let ((?x47 (select mem_x k_x)))
(let (($x1116 (fp.lt c ?x47)))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 (= (fp.gt ?x47 c) $x1116)))))))))
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
 (let ((?x3176 (select mem_x k_x)))
(let (($x948 (fp.lt c ?x3176)))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 (= $x948 (fp.gt ?x3176 c))))))))))
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
 (let ((?x3176 (select mem_x k_x)))
(let (($x948 (fp.lt c ?x3176)))
(let (($x2988 (>= k_x 0)))
(let (($x9938 (and $x2988 (> 1 k_x))))
(not (=> (and $x9938) (and $x9938 (= (fp.gt ?x3176 c) $x948)))))))))
(check-sat)
(pop 1)
(exit)
