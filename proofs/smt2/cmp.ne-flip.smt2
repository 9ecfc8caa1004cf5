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
 (let ((?x16063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13876 (and (distinct ok_x 0) true)))
(let (($x588 (=> (and $x13876) (and $x13876 (= (and (distinct c ?x16063) true) (and (distinct ?x16063 c) true))))))
(not $x588)))))
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
 (let ((?x16063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13876 (and (distinct ok_x 0) true)))
(let (($x1645 (=> (and $x13876) (and $x13876 (= (and (distinct ?x16063 c) true) (and (distinct c ?x16063) true))))))
(not $x1645)))))
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
 (let (($x6187 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x9687 (>= k_x 0)))
(let (($x10366 (and $x9687 (> 1 k_x))))
(not (=> (and $x10366) (and $x10366 $x6187)))))))
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
 (let (($x1594 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x9687 (>= k_x 0)))
(let (($x10366 (and $x9687 (> 1 k_x))))
(not (=> (and $x10366) (and $x10366 $x1594)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x13876 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x13876)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x11485 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x11485)))
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
 (let (($x827 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x16171 (>= k_x 0)))
(let (($x2396 (and $x16171 (> 1 k_x))))
(not (=> (and $x2396) (and $x2396 $x827)))))))
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
 (let (($x2844 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x16171 (>= k_x 0)))
(let (($x2396 (and $x16171 (> 1 k_x))))
(not (=> (and $x2396) (and $x2396 $x2844)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x1547 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x1547)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x3003 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x3003)))
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
 (let (($x1594 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x6187 (>= k_x 0)))
(let (($x9687 (and $x6187 (> 1 k_x))))
(not (=> (and $x9687) (and $x9687 $x1594)))))))
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
 (let (($x14246 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x6187 (>= k_x 0)))
(let (($x9687 (and $x6187 (> 1 k_x))))
(not (=> (and $x9687) (and $x9687 $x14246)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x3807 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x3807)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x16393 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x16393)))
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
 (let (($x14113 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x10366 (>= k_x 0)))
(let (($x1547 (and $x10366 (> 1 k_x))))
(not (=> (and $x1547) (and $x1547 $x14113)))))))
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
 (let (($x2424 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x10366 (>= k_x 0)))
(let (($x1547 (and $x10366 (> 1 k_x))))
(not (=> (and $x1547) (and $x1547 $x2424)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x2111 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x2111)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x6909 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x6909)))
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
 (let (($x5456 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x11701 (>= k_x 0)))
(let (($x12134 (and $x11701 (> 1 k_x))))
(not (=> (and $x12134) (and $x12134 $x5456)))))))
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
 (let (($x13333 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x11701 (>= k_x 0)))
(let (($x12134 (and $x11701 (> 1 k_x))))
(not (=> (and $x12134) (and $x12134 $x13333)))))))
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
 (let (($x10366 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x17408 (=> true (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x827 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x827 $x17408))))
))
(not $x10366)))
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
 (let (($x7730 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x1683 (=> true (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x827 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x827 $x1683))))
))
(not $x7730)))
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
 (let (($x15376 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x2632 (>= k_x 0)))
(let (($x14883 (and $x2632 (> 1 k_x))))
(not (=> (and $x14883) (and $x14883 $x15376)))))))
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
 (let (($x4596 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x2632 (>= k_x 0)))
(let (($x14883 (and $x2632 (> 1 k_x))))
(not (=> (and $x14883) (and $x14883 $x4596)))))))
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
 (let (($x7479 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x17292 (=> true (and (= (not (fp.eq c undef)) (not (fp.eq undef_1 c)))))))
(let (($x3363 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x3363 $x17292))))
))
(not $x7479)))
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
 (let (($x9400 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x3770 (=> true (and (= (not (fp.eq undef c)) (not (fp.eq c undef_1)))))))
(let (($x3363 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x3363 $x3770))))
))
(not $x9400)))
(check-sat)
(pop 1)
(exit)
