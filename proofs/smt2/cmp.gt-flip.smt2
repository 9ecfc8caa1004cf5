; cmp/gt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x38 (and (distinct ok_x 0) true)))
(not (=> (and $x38) (and $x38 (= (> c ?x1942) (< ?x1942 c))))))))
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
 (let ((?x1942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x38 (and (distinct ok_x 0) true)))
(not (=> (and $x38) (and $x38 (= (< ?x1942 c) (> c ?x1942))))))))
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
 (let (($x51 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x51)))))))
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
 (let (($x47 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x47)))))))
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
 (let (($x3226 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x3226)))))))
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
 (let (($x3459 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x3459)))))))
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
 (let (($x11556 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x11556)))))))
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
 (let (($x2471 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x2471)))))))
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
 (let (($x3237 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x3237)))))))
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
 (let (($x3142 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 $x3142)))))))
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
 (let ((?x7237 (select mem_x k_x)))
(let (($x9001 (fp.lt ?x7237 c)))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 (= (fp.gt c ?x7237) $x9001)))))))))
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
 (let ((?x7237 (select mem_x k_x)))
(let (($x9001 (fp.lt ?x7237 c)))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 (= $x9001 (fp.gt c ?x7237))))))))))
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
 (let ((?x51 (select mem_x k_x)))
(let (($x3142 (fp.lt ?x51 c)))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 (= (fp.gt c ?x51) $x3142)))))))))
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
 (let ((?x51 (select mem_x k_x)))
(let (($x3142 (fp.lt ?x51 c)))
(let (($x2931 (>= k_x 0)))
(let (($x4836 (and $x2931 (> 1 k_x))))
(not (=> (and $x4836) (and $x4836 (= $x3142 (fp.gt c ?x51))))))))))
(check-sat)
(pop 1)
(exit)
