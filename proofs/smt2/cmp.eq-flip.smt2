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
 (let ((?x40 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2066 (and (distinct ok_x 0) true)))
(not (=> (and $x2066) (and $x2066 (= (= c ?x40) (= ?x40 c))))))))
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
 (let ((?x40 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2066 (and (distinct ok_x 0) true)))
(not (=> (and $x2066) (and $x2066 (= (= ?x40 c) (= c ?x40))))))))
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
 (let (($x4282 (<= k_x 2147483647)))
 (let (($x1396 (>= k_x (- 2147483648))))
 (and $x1396 $x4282))))
(assert
 (let (($x297 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x3071 (>= k_x 0)))
(let (($x2220 (and $x3071 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x297)))))))
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
 (let (($x4282 (<= k_x 2147483647)))
 (let (($x1396 (>= k_x (- 2147483648))))
 (and $x1396 $x4282))))
(assert
 (let (($x1791 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x3071 (>= k_x 0)))
(let (($x2220 (and $x3071 (> 1 k_x))))
(not (=> (and $x2220) (and $x2220 $x1791)))))))
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
 (let (($x1791 (<= k_x 2147483647)))
 (let (($x4114 (>= k_x (- 2147483648))))
 (and $x4114 $x1791))))
(assert
 (let (($x3071 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x16 (>= k_x 0)))
(let (($x3127 (and $x16 (> 1 k_x))))
(not (=> (and $x3127) (and $x3127 $x3071)))))))
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
 (let (($x1791 (<= k_x 2147483647)))
 (let (($x4114 (>= k_x (- 2147483648))))
 (and $x4114 $x1791))))
(assert
 (let (($x4250 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x16 (>= k_x 0)))
(let (($x3127 (and $x16 (> 1 k_x))))
(not (=> (and $x3127) (and $x3127 $x4250)))))))
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
 (let (($x4250 (<= k_x 2147483647)))
 (let (($x1795 (>= k_x (- 2147483648))))
 (and $x1795 $x4250))))
(assert
 (let (($x16 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x3805 (>= k_x 0)))
(let (($x3564 (and $x3805 (> 1 k_x))))
(not (=> (and $x3564) (and $x3564 $x16)))))))
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
 (let (($x4250 (<= k_x 2147483647)))
 (let (($x1795 (>= k_x (- 2147483648))))
 (and $x1795 $x4250))))
(assert
 (let (($x1069 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x3805 (>= k_x 0)))
(let (($x3564 (and $x3805 (> 1 k_x))))
(not (=> (and $x3564) (and $x3564 $x1069)))))))
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
 (let (($x1069 (<= k_x 2147483647)))
 (let (($x40 (>= k_x (- 2147483648))))
 (and $x40 $x1069))))
(assert
 (let (($x3805 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x2640 (>= k_x 0)))
(let (($x645 (and $x2640 (> 1 k_x))))
(not (=> (and $x645) (and $x645 $x3805)))))))
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
 (let (($x1069 (<= k_x 2147483647)))
 (let (($x40 (>= k_x (- 2147483648))))
 (and $x40 $x1069))))
(assert
 (let (($x4350 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x2640 (>= k_x 0)))
(let (($x645 (and $x2640 (> 1 k_x))))
(not (=> (and $x645) (and $x645 $x4350)))))))
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
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x963 (>= k_x (- 2147483648))))
 (and $x963 $x4350))))
(assert
 (let (($x2640 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x534 (>= k_x 0)))
(let (($x2066 (and $x534 (> 1 k_x))))
(not (=> (and $x2066) (and $x2066 $x2640)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x963 (>= k_x (- 2147483648))))
 (and $x963 $x4350))))
(assert
 (let (($x4282 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x534 (>= k_x 0)))
(let (($x2066 (and $x534 (> 1 k_x))))
(not (=> (and $x2066) (and $x2066 $x4282)))))))
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
 (let (($x4282 (<= k_x 2147483647)))
 (let (($x1994 (>= k_x (- 2147483648))))
 (and $x1994 $x4282))))
(assert
 (let (($x534 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x3740 (>= k_x 0)))
(let (($x214 (and $x3740 (> 1 k_x))))
(not (=> (and $x214) (and $x214 $x534)))))))
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
 (let (($x4282 (<= k_x 2147483647)))
 (let (($x1994 (>= k_x (- 2147483648))))
 (and $x1994 $x4282))))
(assert
 (let (($x1791 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x3740 (>= k_x 0)))
(let (($x214 (and $x3740 (> 1 k_x))))
(not (=> (and $x214) (and $x214 $x1791)))))))
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
