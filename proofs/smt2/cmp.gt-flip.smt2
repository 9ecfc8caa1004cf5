; cmp/gt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x14975 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15989 (and (distinct ok_x 0) true)))
(not (=> (and $x15989) (and $x15989 (= (> c ?x14975) (< ?x14975 c))))))))
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
 (let ((?x14975 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15989 (and (distinct ok_x 0) true)))
(not (=> (and $x15989) (and $x15989 (= (< ?x14975 c) (> c ?x14975))))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x7578 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x7578)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x1807 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x1807)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x12606 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x12606)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x1625 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x1625)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x2354 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x2354)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x1047 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x1047)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x12598 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x12598)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x2427 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x2427)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x12608 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x12608)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x18221 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x18221)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x1625 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x1625)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x1047 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x1047)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x14975 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x14975)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let (($x2427 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 $x2427)))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let ((?x12 (select mem_x k_x)))
(let (($x7226 (fp.lt ?x12 c)))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 (= (fp.gt c ?x12) $x7226)))))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let ((?x12 (select mem_x k_x)))
(let (($x7226 (fp.lt ?x12 c)))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 (= $x7226 (fp.gt c ?x12))))))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let ((?x14767 (select mem_x k_x)))
(let (($x2427 (fp.lt ?x14767 c)))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 (= (fp.gt c ?x14767) $x2427)))))))))
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
 (let (($x8470 (<= k_x 2147483647)))
 (let (($x2184 (>= k_x (- 2147483648))))
 (and $x2184 $x8470))))
(assert
 (let ((?x14767 (select mem_x k_x)))
(let (($x2427 (fp.lt ?x14767 c)))
(let (($x19102 (>= k_x 0)))
(let (($x1156 (and $x19102 (> 1 k_x))))
(not (=> (and $x1156) (and $x1156 (= $x2427 (fp.gt c ?x14767))))))))))
(check-sat)
(pop 1)
(exit)
