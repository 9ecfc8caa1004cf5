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
 (let ((?x534 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (<= c ?x534) (>= ?x534 c))))))))
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
 (let ((?x534 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (>= ?x534 c) (<= c ?x534))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let (($x3071 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x3071)))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x3184 (select mem_x k_x)))
(let (($x1994 (bvsle c ?x3184)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (bvsge ?x3184 c) $x1994)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let (($x3127 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x3127)))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x3184 (select mem_x k_x)))
(let (($x3071 (bvule c ?x3184)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (bvuge ?x3184 c) $x3071)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let (($x3740 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x3740)))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x2375 (select mem_x k_x)))
(let (($x16 (bvsle c ?x2375)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (bvsge ?x2375 c) $x16)))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let (($x15 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x15)))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x3071 (select mem_x k_x)))
(let (($x1069 (bvsle c ?x3071)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (bvsge ?x3071 c) $x1069)))))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x645 (fp.leq c ?x16)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= $x645 (fp.geq ?x16 c))))))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x645 (fp.leq c ?x16)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (fp.geq ?x16 c) $x645)))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x1069 (select mem_x k_x)))
(let (($x4240 (fp.leq c ?x1069)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= $x4240 (fp.geq ?x1069 c))))))))))
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
 (let (($x3766 (<= k_x 2147483647)))
 (let (($x4250 (>= k_x (- 2147483648))))
 (and $x4250 $x3766))))
(assert
 (let ((?x1069 (select mem_x k_x)))
(let (($x4240 (fp.leq c ?x1069)))
(let (($x3564 (>= k_x 0)))
(let (($x2220 (and $x3564 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 (= (fp.geq ?x1069 c) $x4240)))))))))
(check-sat)
(pop 1)
(exit)
