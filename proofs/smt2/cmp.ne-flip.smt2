; cmp/ne-flip: refinement both ways; every check-sat must answer unsat
(set-logic ABVFPNIA)
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
 (let ((?x5565 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5554 (and (distinct ok_x 0) true)))
(let (($x5260 (=> (and $x5554) (and $x5554 (= (and (distinct c ?x5565) true) (and (distinct ?x5565 c) true))))))
(not $x5260)))))
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
 (let ((?x5565 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5554 (and (distinct ok_x 0) true)))
(let (($x7492 (=> (and $x5554) (and $x5554 (= (and (distinct ?x5565 c) true) (and (distinct c ?x5565) true))))))
(not $x7492)))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x2782 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x17826 (>= k_x 0)))
(let (($x8723 (and $x17826 (> 1 k_x))))
(not (=> (and $x8723) (and $x8723 $x2782)))))))
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
 (let (($x10075 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x17826 (>= k_x 0)))
(let (($x8723 (and $x17826 (> 1 k_x))))
(not (=> (and $x8723) (and $x8723 $x10075)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x5554 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x5554)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x15554 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x15554)))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x3742 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x8660 (>= k_x 0)))
(let (($x17837 (and $x8660 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x3742)))))))
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
 (let (($x2769 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x8660 (>= k_x 0)))
(let (($x17837 (and $x8660 (> 1 k_x))))
(not (=> (and $x17837) (and $x17837 $x2769)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x19410 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x19410)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x6666 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x6666)))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x10075 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x2782 (>= k_x 0)))
(let (($x17826 (and $x2782 (> 1 k_x))))
(not (=> (and $x17826) (and $x17826 $x10075)))))))
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
 (let (($x8144 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x2782 (>= k_x 0)))
(let (($x17826 (and $x2782 (> 1 k_x))))
(not (=> (and $x17826) (and $x17826 $x8144)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x48 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x48)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x17870 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x17870)))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x1721 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x8723 (>= k_x 0)))
(let (($x19410 (and $x8723 (> 1 k_x))))
(not (=> (and $x19410) (and $x19410 $x1721)))))))
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
 (let (($x15398 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x8723 (>= k_x 0)))
(let (($x19410 (and $x8723 (> 1 k_x))))
(not (=> (and $x19410) (and $x19410 $x15398)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x3813 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x3813)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x14077 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x14077)))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x1299 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x8512 (>= k_x 0)))
(let (($x11692 (and $x8512 (> 1 k_x))))
(not (=> (and $x11692) (and $x11692 $x1299)))))))
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
 (let (($x16770 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x8512 (>= k_x 0)))
(let (($x11692 (and $x8512 (> 1 k_x))))
(not (=> (and $x11692) (and $x11692 $x16770)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 8 24))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x10075 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x17976 (=> true (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x3742 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x3742 $x17976))))
))
(not $x10075)))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 8 24))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x11229 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x9970 (=> true (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x3742 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x3742 $x9970))))
))
(not $x11229)))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x15340 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x2528 (>= k_x 0)))
(let (($x779 (and $x2528 (> 1 k_x))))
(not (=> (and $x779) (and $x779 $x15340)))))))
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
 (let (($x14645 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x2528 (>= k_x 0)))
(let (($x779 (and $x2528 (> 1 k_x))))
(not (=> (and $x779) (and $x779 $x14645)))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 11 53))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x7085 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x3544 (=> true (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x11100 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x11100 $x3544))))
))
(not $x7085)))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ FloatingPoint 11 53))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (not (or (fp.isNaN undef_1) (fp.isInfinite undef_1))))
(assert
 (let (($x13162 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x8723 (=> true (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x11100 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x11100 $x8723))))
))
(not $x13162)))
(check-sat)
(pop 1)
(exit)
