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
 (let ((?x16393 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3896 (and (distinct ok_x 0) true)))
(not (=> (and $x3896) (and $x3896 (= (< c ?x16393) (> ?x16393 c))))))))
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
 (let ((?x16393 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3896 (and (distinct ok_x 0) true)))
(not (=> (and $x3896) (and $x3896 (= (> ?x16393 c) (< c ?x16393))))))))
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
 (let (($x3265 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x3265)))))))
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
 (let (($x2410 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x2410)))))))
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
 (let (($x21 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x21)))))))
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
 (let (($x3659 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x3659)))))))
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
 (let (($x4042 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x4042)))))))
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
 (let (($x10082 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x10082)))))))
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
 (let (($x10263 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x10263)))))))
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
 (let (($x15382 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 $x15382)))))))
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
 (let ((?x21 (select mem_x k_x)))
(let (($x7089 (fp.lt c ?x21)))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 (= $x7089 (fp.gt ?x21 c))))))))))
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
 (let ((?x21 (select mem_x k_x)))
(let (($x7089 (fp.lt c ?x21)))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 (= (fp.gt ?x21 c) $x7089)))))))))
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
 (let ((?x3265 (select mem_x k_x)))
(let (($x2396 (fp.lt c ?x3265)))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 (= $x2396 (fp.gt ?x3265 c))))))))))
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
 (let ((?x3265 (select mem_x k_x)))
(let (($x2396 (fp.lt c ?x3265)))
(let (($x16063 (>= k_x 0)))
(let (($x11701 (and $x16063 (> 1 k_x))))
(not (=> (and $x11701) (and $x11701 (= (fp.gt ?x3265 c) $x2396)))))))))
(check-sat)
(pop 1)
(exit)
