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
 (let ((?x18929 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13856 (and (distinct ok_x 0) true)))
(let (($x5094 (=> (and $x13856) (and $x13856 (= (and (distinct c ?x18929) true) (and (distinct ?x18929 c) true))))))
(not $x5094)))))
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
 (let ((?x18929 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13856 (and (distinct ok_x 0) true)))
(let (($x18396 (=> (and $x13856) (and $x13856 (= (and (distinct ?x18929 c) true) (and (distinct c ?x18929) true))))))
(not $x18396)))))
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
 (let (($x19826 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x7354 (>= k_x 0)))
(let (($x18821 (and $x7354 (> 1 k_x))))
(not (=> (and $x18821) (and $x18821 $x19826)))))))
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
 (let (($x18986 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x7354 (>= k_x 0)))
(let (($x18821 (and $x7354 (> 1 k_x))))
(not (=> (and $x18821) (and $x18821 $x18986)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x13856 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x13856)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x17573 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x17573)))
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
 (let (($x3559 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x1469 (>= k_x 0)))
(let (($x15110 (and $x1469 (> 1 k_x))))
(not (=> (and $x15110) (and $x15110 $x3559)))))))
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
 (let (($x18353 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x1469 (>= k_x 0)))
(let (($x15110 (and $x1469 (> 1 k_x))))
(not (=> (and $x15110) (and $x15110 $x18353)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x1625 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x1625)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x9059 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x9059)))
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
 (let (($x18986 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x19826 (>= k_x 0)))
(let (($x17573 (and $x19826 (> 1 k_x))))
(not (=> (and $x17573) (and $x17573 $x18986)))))))
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
 (let (($x18894 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x19826 (>= k_x 0)))
(let (($x17573 (and $x19826 (> 1 k_x))))
(not (=> (and $x17573) (and $x17573 $x18894)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x12455 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x12455)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x2299 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x2299)))
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
 (let (($x5699 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x18821 (>= k_x 0)))
(let (($x1625 (and $x18821 (> 1 k_x))))
(not (=> (and $x1625) (and $x1625 $x5699)))))))
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
 (let (($x4872 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x18821 (>= k_x 0)))
(let (($x1625 (and $x18821 (> 1 k_x))))
(not (=> (and $x1625) (and $x1625 $x4872)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x18957 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x18957)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x18772 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x18772)))
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
 (let ((?x18350 (select mem_x k_x)))
(let (($x5940 (fp.lt ?x18350 c)))
(let (($x14526 (= (or (fp.lt c ?x18350) (fp.gt c ?x18350)) (or $x5940 (fp.gt ?x18350 c)))))
(let (($x988 (>= k_x 0)))
(let (($x1716 (and $x988 (> 1 k_x))))
(not (=> (and $x1716) (and $x1716 $x14526)))))))))
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
 (let ((?x18350 (select mem_x k_x)))
(let (($x18364 (fp.lt c ?x18350)))
(let (($x7202 (= (or (fp.lt ?x18350 c) (fp.gt ?x18350 c)) (or $x18364 (fp.gt c ?x18350)))))
(let (($x988 (>= k_x 0)))
(let (($x1716 (and $x988 (> 1 k_x))))
(not (=> (and $x1716) (and $x1716 $x7202)))))))))
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
 (let (($x4872 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x9714 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(let (($x15110 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x15110 (=> true (and $x9714))))))
))
(not $x4872)))
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
 (let (($x7202 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x8916 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(let (($x15110 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x15110 (=> true (and $x8916))))))
))
(not $x7202)))
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
 (let ((?x7354 (select mem_x k_x)))
(let (($x16864 (fp.lt ?x7354 c)))
(let (($x18364 (= (or (fp.lt c ?x7354) (fp.gt c ?x7354)) (or $x16864 (fp.gt ?x7354 c)))))
(let (($x10333 (>= k_x 0)))
(let (($x5991 (and $x10333 (> 1 k_x))))
(not (=> (and $x5991) (and $x5991 $x18364)))))))))
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
 (let ((?x7354 (select mem_x k_x)))
(let (($x18888 (fp.lt c ?x7354)))
(let (($x17573 (= (or (fp.lt ?x7354 c) (fp.gt ?x7354 c)) (or $x18888 (fp.gt c ?x7354)))))
(let (($x10333 (>= k_x 0)))
(let (($x5991 (and $x10333 (> 1 k_x))))
(not (=> (and $x5991) (and $x5991 $x17573)))))))))
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
 (let (($x18772 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x18368 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(let (($x18821 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x18821 (=> true (and $x18368))))))
))
(not $x18772)))
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
 (let (($x17573 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x19836 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(let (($x18821 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x18821 (=> true (and $x19836))))))
))
(not $x17573)))
(check-sat)
(pop 1)
(exit)
