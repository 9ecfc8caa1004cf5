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
 (let ((?x5554 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3444 (and (distinct ok_x 0) true)))
(not (=> (and $x3444) (and $x3444 (= (> c ?x5554) (< ?x5554 c))))))))
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
 (let ((?x5554 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3444 (and (distinct ok_x 0) true)))
(not (=> (and $x3444) (and $x3444 (= (< ?x5554 c) (> c ?x5554))))))))
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
 (let (($x18531 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x18531)))))))
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
 (let (($x5401 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x5401)))))))
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
 (let (($x4320 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x4320)))))))
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
 (let (($x10171 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x10171)))))))
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
 (let (($x15082 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x15082)))))))
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
 (let (($x4503 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x4503)))))))
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
 (let (($x80 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x80)))))))
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
 (let (($x19393 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 $x19393)))))))
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
 (let ((?x14900 (select mem_x k_x)))
(let (($x8723 (fp.lt ?x14900 c)))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 (= (fp.gt c ?x14900) $x8723)))))))))
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
 (let ((?x14900 (select mem_x k_x)))
(let (($x8723 (fp.lt ?x14900 c)))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 (= $x8723 (fp.gt c ?x14900))))))))))
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
 (let ((?x18531 (select mem_x k_x)))
(let (($x19393 (fp.lt ?x18531 c)))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 (= (fp.gt c ?x18531) $x19393)))))))))
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
 (let ((?x18531 (select mem_x k_x)))
(let (($x19393 (fp.lt ?x18531 c)))
(let (($x19406 (>= k_x 0)))
(let (($x4025 (and $x19406 (> 1 k_x))))
(not (=> (and $x4025) (and $x4025 (= $x19393 (fp.gt c ?x18531))))))))))
(check-sat)
(pop 1)
(exit)
