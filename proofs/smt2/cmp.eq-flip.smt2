; cmp/eq-flip: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
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
 (let ((?x12925 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18069 (and (distinct ok_x 0) true)))
(not (=> (and $x18069) (and $x18069 (= (= c ?x12925) (= ?x12925 c))))))))
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
 (let ((?x12925 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18069 (and (distinct ok_x 0) true)))
(not (=> (and $x18069) (and $x18069 (= (= ?x12925 c) (= c ?x12925))))))))
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
 (let (($x1807 (<= k_x 2147483647)))
 (let (($x14975 (>= k_x (- 2147483648))))
 (and $x14975 $x1807))))
(assert
 (let (($x12598 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x5768 (>= k_x 0)))
(let (($x12606 (and $x5768 (> 1 k_x))))
(not (=> (and $x12606) (and $x12606 $x12598)))))))
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
 (let (($x1807 (<= k_x 2147483647)))
 (let (($x14975 (>= k_x (- 2147483648))))
 (and $x14975 $x1807))))
(assert
 (let (($x12898 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x5768 (>= k_x 0)))
(let (($x12606 (and $x5768 (> 1 k_x))))
(not (=> (and $x12606) (and $x12606 $x12898)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x12898 (<= k_x 2147483647)))
 (let (($x8393 (>= k_x (- 2147483648))))
 (and $x8393 $x12898))))
(assert
 (let (($x5768 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x8131 (>= k_x 0)))
(let (($x8669 (and $x8131 (> 1 k_x))))
(not (=> (and $x8669) (and $x8669 $x5768)))))))
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
 (let (($x12898 (<= k_x 2147483647)))
 (let (($x8393 (>= k_x (- 2147483648))))
 (and $x8393 $x12898))))
(assert
 (let (($x6165 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x8131 (>= k_x 0)))
(let (($x8669 (and $x8131 (> 1 k_x))))
(not (=> (and $x8669) (and $x8669 $x6165)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x6165 (<= k_x 2147483647)))
 (let (($x6933 (>= k_x (- 2147483648))))
 (and $x6933 $x6165))))
(assert
 (let (($x8131 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x12975 (>= k_x 0)))
(let (($x6667 (and $x12975 (> 1 k_x))))
(not (=> (and $x6667) (and $x6667 $x8131)))))))
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
 (let (($x6165 (<= k_x 2147483647)))
 (let (($x6933 (>= k_x (- 2147483648))))
 (and $x6933 $x6165))))
(assert
 (let (($x9263 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x12975 (>= k_x 0)))
(let (($x6667 (and $x12975 (> 1 k_x))))
(not (=> (and $x6667) (and $x6667 $x9263)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x9263 (<= k_x 2147483647)))
 (let (($x12925 (>= k_x (- 2147483648))))
 (and $x12925 $x9263))))
(assert
 (let (($x12975 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x12973 (>= k_x 0)))
(let (($x18221 (and $x12973 (> 1 k_x))))
(not (=> (and $x18221) (and $x18221 $x12975)))))))
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
 (let (($x9263 (<= k_x 2147483647)))
 (let (($x12925 (>= k_x (- 2147483648))))
 (and $x12925 $x9263))))
(assert
 (let (($x1047 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x12973 (>= k_x 0)))
(let (($x18221 (and $x12973 (> 1 k_x))))
(not (=> (and $x18221) (and $x18221 $x1047)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x3429 (>= k_x (- 2147483648))))
 (and $x3429 $x1047))))
(assert
 (let (($x12973 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x18069 (and $x19102 (> 1 k_x))))
(not (=> (and $x18069) (and $x18069 $x12973)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x3429 (>= k_x (- 2147483648))))
 (and $x3429 $x1047))))
(assert
 (let (($x7226 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x18069 (and $x19102 (> 1 k_x))))
(not (=> (and $x18069) (and $x18069 $x7226)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x7226 (<= k_x 2147483647)))
 (let (($x8482 (>= k_x (- 2147483648))))
 (and $x8482 $x7226))))
(assert
 (let (($x19102 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x18183 (>= k_x 0)))
(let (($x4446 (and $x18183 (> 1 k_x))))
(not (=> (and $x4446) (and $x4446 $x19102)))))))
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
 (let (($x7226 (<= k_x 2147483647)))
 (let (($x8482 (>= k_x (- 2147483648))))
 (and $x8482 $x7226))))
(assert
 (let (($x11 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x18183 (>= k_x 0)))
(let (($x4446 (and $x18183 (> 1 k_x))))
(not (=> (and $x4446) (and $x4446 $x11)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x11 (<= k_x 2147483647)))
 (let (($x6823 (>= k_x (- 2147483648))))
 (and $x6823 $x11))))
(assert
 (let (($x18183 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x16251 (>= k_x 0)))
(let (($x3894 (and $x16251 (> 1 k_x))))
(not (=> (and $x3894) (and $x3894 $x18183)))))))
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
 (let (($x11 (<= k_x 2147483647)))
 (let (($x6823 (>= k_x (- 2147483648))))
 (and $x6823 $x11))))
(assert
 (let (($x12 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x16251 (>= k_x 0)))
(let (($x3894 (and $x16251 (> 1 k_x))))
(not (=> (and $x3894) (and $x3894 $x12)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x1625 (>= k_x (- 2147483648))))
 (and $x1625 $x12))))
(assert
 (let (($x16251 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x7955 (>= k_x 0)))
(let (($x7308 (and $x7955 (> 1 k_x))))
(not (=> (and $x7308) (and $x7308 $x16251)))))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x1625 (>= k_x (- 2147483648))))
 (and $x1625 $x12))))
(assert
 (let (($x12973 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x7955 (>= k_x 0)))
(let (($x7308 (and $x7955 (> 1 k_x))))
(not (=> (and $x7308) (and $x7308 $x12973)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x12973 (<= k_x 2147483647)))
 (let (($x12674 (>= k_x (- 2147483648))))
 (and $x12674 $x12973))))
(assert
 (let (($x7955 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x7578 (>= k_x 0)))
(let (($x9227 (and $x7578 (> 1 k_x))))
(not (=> (and $x9227) (and $x9227 $x7955)))))))
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
 (let (($x12973 (<= k_x 2147483647)))
 (let (($x12674 (>= k_x (- 2147483648))))
 (and $x12674 $x12973))))
(assert
 (let (($x1047 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x7578 (>= k_x 0)))
(let (($x9227 (and $x7578 (> 1 k_x))))
(not (=> (and $x9227) (and $x9227 $x1047)))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
(exit)
