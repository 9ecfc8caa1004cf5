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
 (let ((?x1994 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= (< c ?x1994) (> ?x1994 c))))))))
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
 (let ((?x1994 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= (> ?x1994 c) (< c ?x1994))))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x3118 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x3118)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x963 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x963)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x16 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x16)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x3856 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x3856)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x3430 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x3430)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x2375 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x2375)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x3478 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x3478)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let (($x4250 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 $x4250)))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x2375 (fp.lt c ?x16)))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= $x2375 (fp.gt ?x16 c))))))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let ((?x16 (select mem_x k_x)))
(let (($x2375 (fp.lt c ?x16)))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= (fp.gt ?x16 c) $x2375)))))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let ((?x3856 (select mem_x k_x)))
(let (($x4114 (fp.lt c ?x3856)))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= $x4114 (fp.gt ?x3856 c))))))))))
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
 (let (($x4331 (<= k_x 2147483647)))
 (let (($x5513 (>= k_x (- 2147483648))))
 (and $x5513 $x4331))))
(assert
 (let ((?x3856 (select mem_x k_x)))
(let (($x4114 (fp.lt c ?x3856)))
(let (($x1069 (>= k_x 0)))
(let (($x14 (and $x1069 (> 1 k_x))))
(not (=> (and $x14) (and $x14 (= (fp.gt ?x3856 c) $x4114)))))))))
(check-sat)
(pop 1)
(exit)
