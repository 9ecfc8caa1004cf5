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
 (let ((?x13876 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3659 (and (distinct ok_x 0) true)))
(not (=> (and $x3659) (and $x3659 (= (> c ?x13876) (< ?x13876 c))))))))
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
 (let ((?x13876 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3659 (and (distinct ok_x 0) true)))
(not (=> (and $x3659) (and $x3659 (= (< ?x13876 c) (> c ?x13876))))))))
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
 (let (($x14402 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x14402)))))))
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
 (let (($x21 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x21)))))))
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
 (let (($x4284 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x4284)))))))
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
 (let (($x3896 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x3896)))))))
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
 (let (($x16393 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x16393)))))))
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
 (let (($x6024 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x6024)))))))
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
 (let (($x32 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x32)))))))
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
 (let (($x4969 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 $x4969)))))))
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
 (let ((?x6296 (select mem_x k_x)))
(let (($x1547 (fp.lt ?x6296 c)))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 (= (fp.gt c ?x6296) $x1547)))))))))
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
 (let ((?x6296 (select mem_x k_x)))
(let (($x1547 (fp.lt ?x6296 c)))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 (= $x1547 (fp.gt c ?x6296))))))))))
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
 (let ((?x14402 (select mem_x k_x)))
(let (($x4969 (fp.lt ?x14402 c)))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 (= (fp.gt c ?x14402) $x4969)))))))))
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
 (let ((?x14402 (select mem_x k_x)))
(let (($x4969 (fp.lt ?x14402 c)))
(let (($x2037 (>= k_x 0)))
(let (($x3780 (and $x2037 (> 1 k_x))))
(not (=> (and $x3780) (and $x3780 (= $x4969 (fp.gt c ?x14402))))))))))
(check-sat)
(pop 1)
(exit)
