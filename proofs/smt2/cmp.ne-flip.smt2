; cmp/ne-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1079 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8423 (and (distinct 0 ok_x) true)))
(let (($x8465 (=> (and $x8423) (and $x8423 (= (and (distinct c ?x1079) true) (and (distinct ?x1079 c) true))))))
(not $x8465)))))
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
 (let ((?x1079 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8423 (and (distinct 0 ok_x) true)))
(let (($x10689 (=> (and $x8423) (and $x8423 (= (and (distinct ?x1079 c) true) (and (distinct c ?x1079) true))))))
(not $x10689)))))
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
 (let (($x12890 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x1869 (>= k_x 0)))
(let (($x3244 (and $x1869 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x12890)))))))
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
 (let (($x3352 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x1869 (>= k_x 0)))
(let (($x3244 (and $x1869 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x3352)))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x8423 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8423)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x16253 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x16253)))
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
 (let (($x5487 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x16714 (>= k_x 0)))
(let (($x2196 (and $x16714 (> 1 k_x))))
(not (=> (and $x2196) (and $x2196 $x5487)))))))
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
 (let (($x4045 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x16714 (>= k_x 0)))
(let (($x2196 (and $x16714 (> 1 k_x))))
(not (=> (and $x2196) (and $x2196 $x4045)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x16479 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x16479)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x14744 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x14744)))
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
 (let (($x3352 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x12890 (>= k_x 0)))
(let (($x1869 (and $x12890 (> 1 k_x))))
(not (=> (and $x1869) (and $x1869 $x3352)))))))
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
 (let (($x17250 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x12890 (>= k_x 0)))
(let (($x1869 (and $x12890 (> 1 k_x))))
(not (=> (and $x1869) (and $x1869 $x17250)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x6237 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x6237)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x3867 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x3867)))
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
 (let (($x10209 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x3244 (>= k_x 0)))
(let (($x16479 (and $x3244 (> 1 k_x))))
(not (=> (and $x16479) (and $x16479 $x10209)))))))
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
 (let (($x14598 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x3244 (>= k_x 0)))
(let (($x16479 (and $x3244 (> 1 k_x))))
(not (=> (and $x16479) (and $x16479 $x14598)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x3271 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x3271)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x17253 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x17253)))
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
 (let (($x3586 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x15575 (>= k_x 0)))
(let (($x3875 (and $x15575 (> 1 k_x))))
(not (=> (and $x3875) (and $x3875 $x3586)))))))
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
 (let (($x17336 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x15575 (>= k_x 0)))
(let (($x3875 (and $x15575 (> 1 k_x))))
(not (=> (and $x3875) (and $x3875 $x17336)))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 8 24))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x3244 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x13566 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x5487 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x5487 $x13566))))
))
(not $x3244)))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 8 24))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x3867 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x4844 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x5487 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x5487 $x4844))))
))
(not $x3867)))
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
 (let (($x4232 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x11034 (>= k_x 0)))
(let (($x16563 (and $x11034 (> 1 k_x))))
(not (=> (and $x16563) (and $x16563 $x4232)))))))
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
 (let (($x7382 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x11034 (>= k_x 0)))
(let (($x16563 (and $x11034 (> 1 k_x))))
(not (=> (and $x16563) (and $x16563 $x7382)))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 11 53))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x5648 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x8450 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x66 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x66 $x8450))))
))
(not $x5648)))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 11 53))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x7453 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x7630 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x66 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x66 $x7630))))
))
(not $x7453)))
(check-sat)
(pop)
