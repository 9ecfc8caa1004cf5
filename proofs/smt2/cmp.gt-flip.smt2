; cmp/gt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x761 (and (distinct 0 ok_x) true)))
(not (=> (and $x761) (and $x761 (= (> c ?x942) (< ?x942 c))))))))
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
 (let ((?x942 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x761 (and (distinct 0 ok_x) true)))
(not (=> (and $x761) (and $x761 (= (< ?x942 c) (> c ?x942))))))))
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
 (let (($x2938 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x2938)))))))
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
 (let (($x4119 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x4119)))))))
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
 (let (($x3018 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x3018)))))))
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
 (let (($x15 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x15)))))))
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
 (let (($x3139 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x3139)))))))
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
 (let (($x3449 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x3449)))))))
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
 (let (($x3961 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x3961)))))))
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
 (let (($x22 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 $x22)))))))
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
 (let ((?x256 (select mem_x k_x)))
(let (($x1329 (fp.lt ?x256 c)))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 (= (fp.gt c ?x256) $x1329)))))))))
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
 (let ((?x256 (select mem_x k_x)))
(let (($x1329 (fp.lt ?x256 c)))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 (= $x1329 (fp.gt c ?x256))))))))))
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
 (let ((?x2938 (select mem_x k_x)))
(let (($x22 (fp.lt ?x2938 c)))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 (= (fp.gt c ?x2938) $x22)))))))))
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
 (let ((?x2938 (select mem_x k_x)))
(let (($x22 (fp.lt ?x2938 c)))
(let (($x3804 (>= k_x 0)))
(let (($x1801 (and $x3804 (> 1 k_x))))
(not (=> (and $x1801) (and $x1801 (= $x22 (fp.gt c ?x2938))))))))))
(check-sat)
(pop)
