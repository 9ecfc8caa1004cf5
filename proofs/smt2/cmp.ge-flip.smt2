; cmp/ge-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3973 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x516 (and (distinct 0 ok_x) true)))
(not (=> (and $x516) (and $x516 (= (>= c ?x3973) (<= ?x3973 c))))))))
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
 (let ((?x3973 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x516 (and (distinct 0 ok_x) true)))
(not (=> (and $x516) (and $x516 (= (<= ?x3973 c) (>= c ?x3973))))))))
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
 (let ((?x3804 (select mem_x k_x)))
(let (($x3846 (bvsle ?x3804 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (bvsge c ?x3804) $x3846)))))))))
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
 (let (($x608 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 $x608)))))))
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
 (let ((?x3804 (select mem_x k_x)))
(let (($x761 (bvule ?x3804 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (bvuge c ?x3804) $x761)))))))))
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
 (let (($x3846 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 $x3846)))))))
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
 (let ((?x942 (select mem_x k_x)))
(let (($x2049 (bvsle ?x942 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (bvsge c ?x942) $x2049)))))))))
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
 (let (($x4415 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 $x4415)))))))
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
 (let ((?x1066 (select mem_x k_x)))
(let (($x3846 (bvsle ?x1066 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (bvsge c ?x1066) $x3846)))))))))
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
 (let (($x608 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 $x608)))))))
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
 (let ((?x516 (select mem_x k_x)))
(let (($x4415 (fp.leq ?x516 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (fp.geq c ?x516) $x4415)))))))))
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
 (let ((?x516 (select mem_x k_x)))
(let (($x4415 (fp.leq ?x516 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= $x4415 (fp.geq c ?x516))))))))))
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
 (let ((?x331 (select mem_x k_x)))
(let (($x608 (fp.leq ?x331 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= (fp.geq c ?x331) $x608)))))))))
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
 (let ((?x331 (select mem_x k_x)))
(let (($x608 (fp.leq ?x331 c)))
(let (($x2938 (>= k_x 0)))
(let (($x3139 (and $x2938 (> 1 k_x))))
(not (=> (and $x3139) (and $x3139 (= $x608 (fp.geq c ?x331))))))))))
(check-sat)
(pop)
