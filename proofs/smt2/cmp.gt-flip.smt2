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
 (let ((?x3615 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2002 (and (distinct 0 ok_x) true)))
(not (=> (and $x2002) (and $x2002 (= (> c ?x3615) (< ?x3615 c))))))))
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
 (let ((?x3615 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2002 (and (distinct 0 ok_x) true)))
(not (=> (and $x2002) (and $x2002 (= (< ?x3615 c) (> c ?x3615))))))))
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
 (let (($x531 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x531)))))))
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
 (let (($x1016 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x1016)))))))
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
 (let (($x242 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x242)))))))
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
 (let (($x2018 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x2018)))))))
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
 (let (($x2747 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x2747)))))))
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
 (let (($x3267 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x3267)))))))
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
 (let (($x3445 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x3445)))))))
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
 (let (($x3610 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 $x3610)))))))
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
 (let ((?x1912 (select mem_x k_x)))
(let (($x915 (fp.lt ?x1912 c)))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 (= (fp.gt c ?x1912) $x915)))))))))
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
 (let ((?x1912 (select mem_x k_x)))
(let (($x915 (fp.lt ?x1912 c)))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 (= $x915 (fp.gt c ?x1912))))))))))
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
 (let ((?x531 (select mem_x k_x)))
(let (($x3610 (fp.lt ?x531 c)))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 (= (fp.gt c ?x531) $x3610)))))))))
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
 (let ((?x531 (select mem_x k_x)))
(let (($x3610 (fp.lt ?x531 c)))
(let (($x129 (>= k_x 0)))
(let (($x3404 (and $x129 (> 1 k_x))))
(not (=> (and $x3404) (and $x3404 (= $x3610 (fp.gt c ?x531))))))))))
(check-sat)
(pop)
