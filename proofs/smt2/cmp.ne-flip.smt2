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
 (let ((?x12674 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9227 (and (distinct ok_x 0) true)))
(let (($x7955 (=> (and $x9227) (and $x9227 (= (and (distinct c ?x12674) true) (and (distinct ?x12674 c) true))))))
(not $x7955)))))
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
 (let ((?x12674 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9227 (and (distinct ok_x 0) true)))
(let (($x8308 (=> (and $x9227) (and $x9227 (= (and (distinct ?x12674 c) true) (and (distinct c ?x12674) true))))))
(not $x8308)))))
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
 (let (($x12864 (<= k_x 2147483647)))
 (let (($x1561 (>= k_x (- 2147483648))))
 (and $x1561 $x12864))))
(assert
 (let (($x7870 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x3191 (>= k_x 0)))
(let (($x4172 (and $x3191 (> 1 k_x))))
(not (=> (and $x4172) (and $x4172 $x7870)))))))
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
 (let (($x12864 (<= k_x 2147483647)))
 (let (($x1561 (>= k_x (- 2147483648))))
 (and $x1561 $x12864))))
(assert
 (let (($x6603 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x3191 (>= k_x 0)))
(let (($x4172 (and $x3191 (> 1 k_x))))
(not (=> (and $x4172) (and $x4172 $x6603)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x9227 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x9227)))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x1561 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x1561)))
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
 (let (($x12695 (<= k_x 2147483647)))
 (let (($x13017 (>= k_x (- 2147483648))))
 (and $x13017 $x12695))))
(assert
 (let (($x19102 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x4172 (>= k_x 0)))
(let (($x7870 (and $x4172 (> 1 k_x))))
(not (=> (and $x7870) (and $x7870 $x19102)))))))
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
 (let (($x12695 (<= k_x 2147483647)))
 (let (($x13017 (>= k_x (- 2147483648))))
 (and $x13017 $x12695))))
(assert
 (let (($x9996 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x4172 (>= k_x 0)))
(let (($x7870 (and $x4172 (> 1 k_x))))
(not (=> (and $x7870) (and $x7870 $x9996)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun undef_1 () (_ BitVec 8))
(assert
 (let (($x8992 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8992)))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 8))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x13017 (exists ((undef (_ BitVec 8)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x13017)))
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
 (let (($x5249 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x5249))))
(assert
 (let (($x3935 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x6823 (>= k_x 0)))
(let (($x18183 (and $x6823 (> 1 k_x))))
(not (=> (and $x18183) (and $x18183 $x3935)))))))
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
 (let (($x5249 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x5249))))
(assert
 (let (($x1047 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x6823 (>= k_x 0)))
(let (($x18183 (and $x6823 (> 1 k_x))))
(not (=> (and $x18183) (and $x18183 $x1047)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x8482 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8482)))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x6165 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x6165)))
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
 (let (($x13045 (<= k_x 2147483647)))
 (let (($x19102 (>= k_x (- 2147483648))))
 (and $x19102 $x13045))))
(assert
 (let (($x8602 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x625 (>= k_x 0)))
(let (($x12598 (and $x625 (> 1 k_x))))
(not (=> (and $x12598) (and $x12598 $x8602)))))))
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
 (let (($x13045 (<= k_x 2147483647)))
 (let (($x19102 (>= k_x (- 2147483648))))
 (and $x19102 $x13045))))
(assert
 (let (($x3894 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x625 (>= k_x 0)))
(let (($x12598 (and $x625 (> 1 k_x))))
(not (=> (and $x12598) (and $x12598 $x3894)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x11091 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x11091)))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x19102 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x19102)))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 16))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x13025 (<= k_x 2147483647)))
 (let (($x3935 (>= k_x (- 2147483648))))
 (and $x3935 $x13025))))
(assert
 (let (($x9362 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x12695 (>= k_x 0)))
(let (($x16251 (and $x12695 (> 1 k_x))))
(not (=> (and $x16251) (and $x16251 $x9362)))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(declare-fun c () (_ BitVec 16))
(assert
 (let (($x13025 (<= k_x 2147483647)))
 (let (($x3935 (>= k_x (- 2147483648))))
 (and $x3935 $x13025))))
(assert
 (let (($x11 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x12695 (>= k_x 0)))
(let (($x16251 (and $x12695 (> 1 k_x))))
(not (=> (and $x16251) (and $x16251 $x11)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 16))
(declare-fun undef_1 () (_ BitVec 16))
(assert
 (let (($x8302 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8302)))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 16))
(declare-fun c () (_ BitVec 16))
(assert
 (let (($x3935 (exists ((undef (_ BitVec 16)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x3935)))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x13045 (<= k_x 2147483647)))
 (let (($x8602 (>= k_x (- 2147483648))))
 (and $x8602 $x13045))))
(assert
 (let (($x1156 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x7578 (>= k_x 0)))
(let (($x8992 (and $x7578 (> 1 k_x))))
(not (=> (and $x8992) (and $x8992 $x1156)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x13045 (<= k_x 2147483647)))
 (let (($x8602 (>= k_x (- 2147483648))))
 (and $x8602 $x13045))))
(assert
 (let (($x5617 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x7578 (>= k_x 0)))
(let (($x8992 (and $x7578 (> 1 k_x))))
(not (=> (and $x8992) (and $x8992 $x5617)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun undef_1 () (_ BitVec 32))
(assert
 (let (($x8464 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x8464)))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x8602 (exists ((undef (_ BitVec 32)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x8602)))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x9047 (<= k_x 2147483647)))
 (let (($x9362 (>= k_x (- 2147483648))))
 (and $x9362 $x9047))))
(assert
 (let (($x2590 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x8308 (>= k_x 0)))
(let (($x8482 (and $x8308 (> 1 k_x))))
(not (=> (and $x8482) (and $x8482 $x2590)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x9047 (<= k_x 2147483647)))
 (let (($x9362 (>= k_x (- 2147483648))))
 (and $x9362 $x9047))))
(assert
 (let (($x8669 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x8308 (>= k_x 0)))
(let (($x8482 (and $x8308 (> 1 k_x))))
(not (=> (and $x8482) (and $x8482 $x8669)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun undef_1 () (_ BitVec 64))
(assert
 (let (($x5249 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct c undef) true) (and (distinct undef_1 c) true))))))
))
(not $x5249)))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun undef_1 () (_ BitVec 64))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x9362 (exists ((undef (_ BitVec 64)) )(and (=> true (and (= (and (distinct undef c) true) (and (distinct c undef_1) true))))))
))
(not $x9362)))
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
 (let (($x8297 (<= k_x 2147483647)))
 (let (($x1156 (>= k_x (- 2147483648))))
 (and $x1156 $x8297))))
(assert
 (let ((?x7870 (select mem_x k_x)))
(let (($x8556 (fp.lt ?x7870 c)))
(let (($x13045 (= (or (fp.lt c ?x7870) (fp.gt c ?x7870)) (or $x8556 (fp.gt ?x7870 c)))))
(let (($x13025 (>= k_x 0)))
(let (($x11091 (and $x13025 (> 1 k_x))))
(not (=> (and $x11091) (and $x11091 $x13045)))))))))
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
 (let (($x8297 (<= k_x 2147483647)))
 (let (($x1156 (>= k_x (- 2147483648))))
 (and $x1156 $x8297))))
(assert
 (let ((?x7870 (select mem_x k_x)))
(let (($x8302 (fp.lt c ?x7870)))
(let (($x3429 (= (or (fp.lt ?x7870 c) (fp.gt ?x7870 c)) (or $x8302 (fp.gt c ?x7870)))))
(let (($x13025 (>= k_x 0)))
(let (($x11091 (and $x13025 (> 1 k_x))))
(not (=> (and $x11091) (and $x11091 $x3429)))))))))
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
 (let (($x2427 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x6756 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(let (($x1625 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x1625 (=> true (and $x6756))))))
))
(not $x2427)))
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
 (let (($x3429 (exists ((undef (_ FloatingPoint 8 24)) )(let (($x8443 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(let (($x1625 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x1625 (=> true (and $x8443))))))
))
(not $x3429)))
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
 (let (($x9227 (<= k_x 2147483647)))
 (let (($x2396 (>= k_x (- 2147483648))))
 (and $x2396 $x9227))))
(assert
 (let ((?x7340 (select mem_x k_x)))
(let (($x1156 (fp.lt ?x7340 c)))
(let (($x8114 (= (or (fp.lt c ?x7340) (fp.gt c ?x7340)) (or $x1156 (fp.gt ?x7340 c)))))
(let (($x8840 (>= k_x 0)))
(let (($x1318 (and $x8840 (> 1 k_x))))
(not (=> (and $x1318) (and $x1318 $x8114)))))))))
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
 (let (($x9227 (<= k_x 2147483647)))
 (let (($x2396 (>= k_x (- 2147483648))))
 (and $x2396 $x9227))))
(assert
 (let ((?x7340 (select mem_x k_x)))
(let (($x11091 (fp.lt c ?x7340)))
(let (($x2427 (= (or (fp.lt ?x7340 c) (fp.gt ?x7340 c)) (or $x11091 (fp.gt c ?x7340)))))
(let (($x8840 (>= k_x 0)))
(let (($x1318 (and $x8840 (> 1 k_x))))
(not (=> (and $x1318) (and $x1318 $x2427)))))))))
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
 (let (($x2438 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x15989 (= (or (fp.lt c undef) (fp.gt c undef)) (or (fp.lt undef_1 c) (fp.gt undef_1 c)))))
(let (($x19360 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x19360 (=> true (and $x15989))))))
))
(not $x2438)))
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
 (let (($x2427 (exists ((undef (_ FloatingPoint 11 53)) )(let (($x6756 (= (or (fp.lt undef c) (fp.gt undef c)) (or (fp.lt c undef_1) (fp.gt c undef_1)))))
(let (($x19360 (not (or (fp.isNaN undef) (fp.isInfinite undef)))))
(and $x19360 (=> true (and $x6756))))))
))
(not $x2427)))
(check-sat)
(pop 1)
(exit)
