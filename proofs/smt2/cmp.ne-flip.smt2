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
 (let ((?x4357 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1638 (and (distinct 0 ok_x) true)))
(let (($x5026 (=> (and $x1638) (and $x1638 (= (and (distinct c ?x4357) true) (and (distinct ?x4357 c) true))))))
(not $x5026)))))
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
 (let ((?x4357 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1638 (and (distinct 0 ok_x) true)))
(let (($x16573 (=> (and $x1638) (and $x1638 (= (and (distinct ?x4357 c) true) (and (distinct c ?x4357) true))))))
(not $x16573)))))
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
 (let (($x2630 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x13779 (>= k_x 0)))
(let (($x9124 (and $x13779 (> 1 k_x))))
(not (=> (and $x9124) (and $x9124 $x2630)))))))
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
 (let (($x6280 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x13779 (>= k_x 0)))
(let (($x9124 (and $x13779 (> 1 k_x))))
(not (=> (and $x9124) (and $x9124 $x6280)))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x1638 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x1638)))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x9226 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x9226)))
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
 (let (($x15896 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x7751 (>= k_x 0)))
(let (($x5712 (and $x7751 (> 1 k_x))))
(not (=> (and $x5712) (and $x5712 $x15896)))))))
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
 (let (($x6447 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x7751 (>= k_x 0)))
(let (($x5712 (and $x7751 (> 1 k_x))))
(not (=> (and $x5712) (and $x5712 $x6447)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x8814 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8814)))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x16842 (exists ((undef (_ BitVec 8)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x16842)))
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
 (let (($x6280 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x2630 (>= k_x 0)))
(let (($x13779 (and $x2630 (> 1 k_x))))
(not (=> (and $x13779) (and $x13779 $x6280)))))))
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
 (let (($x13814 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x2630 (>= k_x 0)))
(let (($x13779 (and $x2630 (> 1 k_x))))
(not (=> (and $x13779) (and $x13779 $x13814)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x14101 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x14101)))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x4475 (exists ((undef (_ BitVec 32)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x4475)))
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
 (let (($x8375 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x9124 (>= k_x 0)))
(let (($x8814 (and $x9124 (> 1 k_x))))
(not (=> (and $x8814) (and $x8814 $x8375)))))))
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
 (let (($x68 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x9124 (>= k_x 0)))
(let (($x8814 (and $x9124 (> 1 k_x))))
(not (=> (and $x8814) (and $x8814 $x68)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x9641 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x9641)))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x14217 (exists ((undef (_ BitVec 64)) )(and (=> and (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x14217)))
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
 (let (($x9779 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x14196 (>= k_x 0)))
(let (($x10358 (and $x14196 (> 1 k_x))))
(not (=> (and $x10358) (and $x10358 $x9779)))))))
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
 (let (($x15841 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x14196 (>= k_x 0)))
(let (($x10358 (and $x14196 (> 1 k_x))))
(not (=> (and $x10358) (and $x10358 $x15841)))))))
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
 (let (($x9124 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x5566 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x15896 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x15896 $x5566))))
))
(not $x9124)))
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
 (let (($x10474 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x9985 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x15896 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x15896 $x9985))))
))
(not $x10474)))
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
 (let (($x3253 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x12031 (>= k_x 0)))
(let (($x7360 (and $x12031 (> 1 k_x))))
(not (=> (and $x7360) (and $x7360 $x3253)))))))
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
 (let (($x14533 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x12031 (>= k_x 0)))
(let (($x7360 (and $x12031 (> 1 k_x))))
(not (=> (and $x7360) (and $x7360 $x14533)))))))
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
 (let (($x9672 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x8786 (=> and (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x8670 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x8670 $x8786))))
))
(not $x9672)))
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
 (let (($x16223 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x2080 (=> and (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x8670 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x8670 $x2080))))
))
(not $x16223)))
(check-sat)
(pop)
