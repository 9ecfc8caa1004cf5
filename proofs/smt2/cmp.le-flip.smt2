; cmp/le-flip: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x256 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3729 (and (distinct 0 ok_x) true)))
(not (=> (and $x3729) (and $x3729 (= (<= c ?x256) (>= ?x256 c))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x256 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3729 (and (distinct 0 ok_x) true)))
(not (=> (and $x3729) (and $x3729 (= (>= ?x256 c) (<= c ?x256))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x3465 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 $x3465)))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let ((?x3299 (select mem_x k_x)))
(let (($x761 (bvsle c ?x3299)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (bvsge ?x3299 c) $x761)))))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x331 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 $x331)))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let ((?x3299 (select mem_x k_x)))
(let (($x3465 (bvule c ?x3299)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (bvuge ?x3299 c) $x3465)))))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x3961 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 $x3961)))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let ((?x4294 (select mem_x k_x)))
(let (($x3729 (bvsle c ?x4294)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (bvsge ?x4294 c) $x3729)))))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x46 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 $x46)))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let ((?x3465 (select mem_x k_x)))
(let (($x3001 (bvsle c ?x3465)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (bvsge ?x3465 c) $x3001)))))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x3729 (select mem_x k_x)))
(let (($x22 (fp.leq c ?x3729)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= $x22 (fp.geq ?x3729 c))))))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (let ((?x3729 (select mem_x k_x)))
(let (($x22 (fp.leq c ?x3729)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (fp.geq ?x3729 c) $x22)))))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x3001 (select mem_x k_x)))
(let (($x4893 (fp.leq c ?x3001)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= $x4893 (fp.geq ?x3001 c))))))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (let ((?x3001 (select mem_x k_x)))
(let (($x4893 (fp.leq c ?x3001)))
(let (($x4116 (>= k_x 0)))
(let (($x3900 (and $x4116 (> 1 k_x))))
(not (=> (and $x3900) (and $x3900 (= (fp.geq ?x3001 c) $x4893)))))))))
(check-sat)
(pop)
