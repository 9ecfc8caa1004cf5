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
 (let ((?x3509 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3012 (and (distinct 0 ok_x) true)))
(not (=> (and $x3012) (and $x3012 (= (> c ?x3509) (< ?x3509 c))))))))
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
 (let ((?x3509 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3012 (and (distinct 0 ok_x) true)))
(not (=> (and $x3012) (and $x3012 (= (< ?x3509 c) (> c ?x3509))))))))
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
 (let (($x2345 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x2345)))))))
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
 (let (($x12480 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x12480)))))))
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
 (let (($x779 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x779)))))))
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
 (let (($x15384 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x15384)))))))
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
 (let (($x10353 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x10353)))))))
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
 (let (($x11032 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x11032)))))))
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
 (let (($x6672 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x6672)))))))
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
 (let (($x8483 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 $x8483)))))))
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
 (let ((?x4314 (select mem_x k_x)))
(let (($x3072 (fp.lt ?x4314 c)))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 (= (fp.gt c ?x4314) $x3072)))))))))
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
 (let ((?x4314 (select mem_x k_x)))
(let (($x3072 (fp.lt ?x4314 c)))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 (= $x3072 (fp.gt c ?x4314))))))))))
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
 (let ((?x2345 (select mem_x k_x)))
(let (($x8483 (fp.lt ?x2345 c)))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 (= (fp.gt c ?x2345) $x8483)))))))))
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
 (let ((?x2345 (select mem_x k_x)))
(let (($x8483 (fp.lt ?x2345 c)))
(let (($x7708 (>= k_x 0)))
(let (($x8151 (and $x7708 (> 1 k_x))))
(not (=> (and $x8151) (and $x8151 (= $x8483 (fp.gt c ?x2345))))))))))
(check-sat)
(pop)
