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
 (let ((?x2049 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x942 (and (distinct 0 ok_x) true)))
(let (($x4421 (=> (and $x942) (and $x942 (= (and (distinct c ?x2049) true) (and (distinct ?x2049 c) true))))))
(not $x4421)))))
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
 (let ((?x2049 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x942 (and (distinct 0 ok_x) true)))
(let (($x1288 (=> (and $x942) (and $x942 (= (and (distinct ?x2049 c) true) (and (distinct c ?x2049) true))))))
(not $x1288)))))
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
 (let (($x3951 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x2924 (>= k_x 0)))
(let (($x22 (and $x2924 (> 1 k_x))))
(not (=> (and $x22) (and $x22 $x3951)))))))
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
 (let (($x1499 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x2924 (>= k_x 0)))
(let (($x22 (and $x2924 (> 1 k_x))))
(not (=> (and $x22) (and $x22 $x1499)))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x942 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x942)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x750 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x750)))
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
 (let (($x5725 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x1072 (>= k_x 0)))
(let (($x1520 (and $x1072 (> 1 k_x))))
(not (=> (and $x1520) (and $x1520 $x5725)))))))
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
 (let (($x1688 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x1072 (>= k_x 0)))
(let (($x1520 (and $x1072 (> 1 k_x))))
(not (=> (and $x1520) (and $x1520 $x1688)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x4265 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x4265)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x305 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x305)))
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
 (let (($x1499 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x3951 (>= k_x 0)))
(let (($x2924 (and $x3951 (> 1 k_x))))
(not (=> (and $x2924) (and $x2924 $x1499)))))))
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
 (let (($x3298 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x3951 (>= k_x 0)))
(let (($x2924 (and $x3951 (> 1 k_x))))
(not (=> (and $x2924) (and $x2924 $x3298)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x1707 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x1707)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x331 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x331)))
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
 (let (($x175 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x22 (>= k_x 0)))
(let (($x4265 (and $x22 (> 1 k_x))))
(not (=> (and $x4265) (and $x4265 $x175)))))))
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
 (let (($x1946 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x22 (>= k_x 0)))
(let (($x4265 (and $x22 (> 1 k_x))))
(not (=> (and $x4265) (and $x4265 $x1946)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x516 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x516)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x3972 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x3972)))
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
 (let (($x421 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x4230 (>= k_x 0)))
(let (($x1329 (and $x4230 (> 1 k_x))))
(not (=> (and $x1329) (and $x1329 $x421)))))))
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
 (let (($x668 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x4230 (>= k_x 0)))
(let (($x1329 (and $x4230 (> 1 k_x))))
(not (=> (and $x1329) (and $x1329 $x668)))))))
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
 (let (($x22 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x4087 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) $x4087)))
))
(not $x22)))
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
 (let (($x755 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x134 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) $x134)))
))
(not $x755)))
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
 (let (($x1076 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x4016 (>= k_x 0)))
(let (($x3253 (and $x4016 (> 1 k_x))))
(not (=> (and $x3253) (and $x3253 $x1076)))))))
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
 (let (($x630 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x4016 (>= k_x 0)))
(let (($x3253 (and $x4016 (> 1 k_x))))
(not (=> (and $x3253) (and $x3253 $x630)))))))
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
 (let (($x3013 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x168 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) $x168)))
))
(not $x3013)))
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
 (let (($x737 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x1123 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) $x1123)))
))
(not $x737)))
(check-sat)
(pop)
