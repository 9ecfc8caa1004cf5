; cmp/lt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3139 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x423 (and (distinct 0 ok_x) true)))
(not (=> (and $x423) (and $x423 (= (< c ?x3139) (> ?x3139 c))))))))
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
 (let ((?x3139 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x423 (and (distinct 0 ok_x) true)))
(not (=> (and $x423) (and $x423 (= (> ?x3139 c) (< c ?x3139))))))))
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
 (let (($x4116 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x4116)))))))
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
 (let (($x407 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x407)))))))
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
 (let (($x4119 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x4119)))))))
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
 (let (($x3211 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x3211)))))))
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
 (let (($x3900 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x3900)))))))
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
 (let (($x37 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x37)))))))
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
 (let (($x1069 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x1069)))))))
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
 (let (($x516 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 $x516)))))))
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
 (let ((?x4119 (select mem_x k_x)))
(let (($x4294 (fp.lt c ?x4119)))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 (= $x4294 (fp.gt ?x4119 c))))))))))
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
 (let ((?x4119 (select mem_x k_x)))
(let (($x4294 (fp.lt c ?x4119)))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 (= (fp.gt ?x4119 c) $x4294)))))))))
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
 (let ((?x4116 (select mem_x k_x)))
(let (($x3001 (fp.lt c ?x4116)))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 (= $x3001 (fp.gt ?x4116 c))))))))))
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
 (let ((?x4116 (select mem_x k_x)))
(let (($x3001 (fp.lt c ?x4116)))
(let (($x3299 (>= k_x 0)))
(let (($x1436 (and $x3299 (> 1 k_x))))
(not (=> (and $x1436) (and $x1436 (= (fp.gt ?x4116 c) $x3001)))))))))
(check-sat)
(pop)
