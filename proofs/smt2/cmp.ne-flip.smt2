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
 (let ((?x2745 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4016 (and (distinct ok_x 0) true)))
(let (($x12528 (=> (and $x4016) (and $x4016 (= (and (distinct c ?x2745) true) (and (distinct ?x2745 c) true))))))
(not $x12528)))))
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
 (let ((?x2745 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4016 (and (distinct ok_x 0) true)))
(let (($x5075 (=> (and $x4016) (and $x4016 (= (and (distinct ?x2745 c) true) (and (distinct c ?x2745) true))))))
(not $x5075)))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x784 (<= k_x 2147483647)))
 (let (($x12900 (>= k_x (- 2147483648))))
 (and $x12900 $x784))))
(assert
 (let (($x2947 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x7603 (>= k_x 0)))
(let (($x1466 (and $x7603 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x2947)))))))
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
 (let (($x784 (<= k_x 2147483647)))
 (let (($x12900 (>= k_x (- 2147483648))))
 (and $x12900 $x784))))
(assert
 (let (($x12822 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x7603 (>= k_x 0)))
(let (($x1466 (and $x7603 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x12822)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x4016 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x4016)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x12900 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x12900)))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x234 (<= k_x 2147483647)))
 (let (($x12591 (>= k_x (- 2147483648))))
 (and $x12591 $x234))))
(assert
 (let (($x12605 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x1466 (>= k_x 0)))
(let (($x2947 (and $x1466 (> 1 k_x))))
(not (=> (and $x2947) (and $x2947 $x12605)))))))
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
 (let (($x234 (<= k_x 2147483647)))
 (let (($x12591 (>= k_x (- 2147483648))))
 (and $x12591 $x234))))
(assert
 (let (($x2646 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x1466 (>= k_x 0)))
(let (($x2947 (and $x1466 (> 1 k_x))))
(not (=> (and $x2947) (and $x2947 $x2646)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x352 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x352)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x12591 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x12591)))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x3014 (<= k_x 2147483647)))
 (let (($x11980 (>= k_x (- 2147483648))))
 (and $x11980 $x3014))))
(assert
 (let (($x2741 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x12470 (>= k_x 0)))
(let (($x12567 (and $x12470 (> 1 k_x))))
(not (=> (and $x12567) (and $x12567 $x2741)))))))
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
 (let (($x3014 (<= k_x 2147483647)))
 (let (($x11980 (>= k_x (- 2147483648))))
 (and $x11980 $x3014))))
(assert
 (let (($x5128 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x12470 (>= k_x 0)))
(let (($x12567 (and $x12470 (> 1 k_x))))
(not (=> (and $x12567) (and $x12567 $x5128)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x12447 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x12447)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x11980 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x11980)))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x3100 (<= k_x 2147483647)))
 (let (($x12605 (>= k_x (- 2147483648))))
 (and $x12605 $x3100))))
(assert
 (let (($x10860 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x12739 (>= k_x 0)))
(let (($x3729 (and $x12739 (> 1 k_x))))
(not (=> (and $x3729) (and $x3729 $x10860)))))))
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
 (let (($x3100 (<= k_x 2147483647)))
 (let (($x12605 (>= k_x (- 2147483648))))
 (and $x12605 $x3100))))
(assert
 (let (($x1901 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x12739 (>= k_x 0)))
(let (($x3729 (and $x12739 (> 1 k_x))))
(not (=> (and $x3729) (and $x3729 $x1901)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x5304 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x5304)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x12605 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x12605)))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x5393 (<= k_x 2147483647)))
 (let (($x2741 (>= k_x (- 2147483648))))
 (and $x2741 $x5393))))
(assert
 (let ((?x4539 (select mem_x k_x)))
(let (($x12272 (fp.lt ?x4539 c)))
(let (($x3014 (= (or (fp.lt c ?x4539) (fp.gt c ?x4539)) (or $x12272 (fp.gt ?x4539 c)))))
(let (($x234 (>= k_x 0)))
(let (($x12614 (and $x234 (> 1 k_x))))
(not (=> (and $x12614) (and $x12614 $x3014)))))))))
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
 (let (($x5393 (<= k_x 2147483647)))
 (let (($x2741 (>= k_x (- 2147483648))))
 (and $x2741 $x5393))))
(assert
 (let ((?x4539 (select mem_x k_x)))
(let (($x352 (fp.lt c ?x4539)))
(let (($x738 (= (or (fp.lt ?x4539 c) (fp.gt ?x4539 c)) (or $x352 (fp.gt c ?x4539)))))
(let (($x234 (>= k_x 0)))
(let (($x12614 (and $x234 (> 1 k_x))))
(not (=> (and $x12614) (and $x12614 $x738)))))))))
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
 (let (($x12788 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x3588 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) (=> true (and $x3588)))))
))
(not $x12788)))
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
 (let (($x3654 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x12567 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) (=> true (and $x12567)))))
))
(not $x3654)))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x738 (<= k_x 2147483647)))
 (let (($x4016 (>= k_x (- 2147483648))))
 (and $x4016 $x738))))
(assert
 (let ((?x10646 (select mem_x k_x)))
(let (($x10860 (fp.lt ?x10646 c)))
(let (($x2463 (= (or (fp.lt c ?x10646) (fp.gt c ?x10646)) (or $x10860 (fp.gt ?x10646 c)))))
(let (($x2488 (>= k_x 0)))
(let (($x12784 (and $x2488 (> 1 k_x))))
(not (=> (and $x12784) (and $x12784 $x2463)))))))))
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
 (let (($x738 (<= k_x 2147483647)))
 (let (($x4016 (>= k_x (- 2147483648))))
 (and $x4016 $x738))))
(assert
 (let ((?x10646 (select mem_x k_x)))
(let (($x5304 (fp.lt c ?x10646)))
(let (($x12529 (= (or (fp.lt ?x10646 c) (fp.gt ?x10646 c)) (or $x5304 (fp.gt c ?x10646)))))
(let (($x2488 (>= k_x 0)))
(let (($x12784 (and $x2488 (> 1 k_x))))
(not (=> (and $x12784) (and $x12784 $x12529)))))))))
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
 (let (($x12448 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x5240 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) (=> true (and $x5240)))))
))
(not $x12448)))
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
 (let (($x12549 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x12900 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(and (not (or (fp.isNaN undef) (fp.isInfinite undef))) (=> true (and $x12900)))))
))
(not $x12549)))
(check-sat)
(pop 1)
(exit)
