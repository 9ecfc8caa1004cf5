; cmp/lt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x49 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19102 (and (distinct ok_x 0) true)))
(not (=> (and $x19102) (and $x19102 (= (< c ?x49) (> ?x49 c))))))))
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
 (let ((?x49 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19102 (and (distinct ok_x 0) true)))
(not (=> (and $x19102) (and $x19102 (= (> ?x49 c) (< c ?x49))))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x12973 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x12973)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x8669 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x8669)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x2438 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x2438)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x13017 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x13017)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x12606 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x12606)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x1047 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x1047)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x3894 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x3894)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x9996 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x9996)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x49 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x49)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x12608 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x12608)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x4446 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x4446)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x2829 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x2829)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x1047 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x1047)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let (($x8131 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 $x8131)))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let ((?x49 (select mem_x k_x)))
(let (($x2829 (fp.lt c ?x49)))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 (= $x2829 (fp.gt ?x49 c))))))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let ((?x49 (select mem_x k_x)))
(let (($x2829 (fp.lt c ?x49)))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 (= (fp.gt ?x49 c) $x2829)))))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let ((?x9220 (select mem_x k_x)))
(let (($x8669 (fp.lt c ?x9220)))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 (= $x8669 (fp.gt ?x9220 c))))))))))
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
 (let (($x7308 (<= k_x 2147483647)))
 (let (($x6165 (>= k_x (- 2147483648))))
 (and $x6165 $x7308))))
(assert
 (let ((?x9220 (select mem_x k_x)))
(let (($x8669 (fp.lt c ?x9220)))
(let (($x12805 (>= k_x 0)))
(let (($x12674 (and $x12805 (> 1 k_x))))
(not (=> (and $x12674) (and $x12674 (= (fp.gt ?x9220 c) $x8669)))))))))
(check-sat)
(pop 1)
(exit)
