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
 (let ((?x15082 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3300 (and (distinct ok_x 0) true)))
(not (=> (and $x3300) (and $x3300 (= (< c ?x15082) (> ?x15082 c))))))))
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
 (let ((?x15082 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3300 (and (distinct ok_x 0) true)))
(not (=> (and $x3300) (and $x3300 (= (> ?x15082 c) (< c ?x15082))))))))
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
 (let (($x3813 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x3813)))))))
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
 (let (($x7439 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x7439)))))))
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
 (let (($x5401 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x5401)))))))
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
 (let (($x7708 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x7708)))))))
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
 (let (($x5816 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x5816)))))))
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
 (let (($x2780 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x2780)))))))
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
 (let (($x4724 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x4724)))))))
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
 (let (($x4655 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 $x4655)))))))
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
 (let ((?x5401 (select mem_x k_x)))
(let (($x771 (fp.lt c ?x5401)))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 (= $x771 (fp.gt ?x5401 c))))))))))
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
 (let ((?x5401 (select mem_x k_x)))
(let (($x771 (fp.lt c ?x5401)))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 (= (fp.gt ?x5401 c) $x771)))))))))
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
 (let ((?x3813 (select mem_x k_x)))
(let (($x43 (fp.lt c ?x3813)))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 (= $x43 (fp.gt ?x3813 c))))))))))
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
 (let ((?x3813 (select mem_x k_x)))
(let (($x43 (fp.lt c ?x3813)))
(let (($x15398 (>= k_x 0)))
(let (($x8512 (and $x15398 (> 1 k_x))))
(not (=> (and $x8512) (and $x8512 (= (fp.gt ?x3813 c) $x43)))))))))
(check-sat)
(pop 1)
(exit)
