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
 (let ((?x1950 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (> c ?x1950) (< ?x1950 c))))))))
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
 (let ((?x1950 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (< ?x1950 c) (> c ?x1950))))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x3478 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x3478)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x3639 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x3639)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x3071 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x3071)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x907 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x907)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x645 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x645)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x3805 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x3805)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x1069 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x1069)))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let (($x4282 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 $x4282)))))))
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
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let ((?x2066 (select mem_x k_x)))
(let (($x779 (fp.lt ?x2066 c)))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 (= (fp.gt c ?x2066) $x779)))))))))
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
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let ((?x2066 (select mem_x k_x)))
(let (($x779 (fp.lt ?x2066 c)))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 (= $x779 (fp.gt c ?x2066))))))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let ((?x907 (select mem_x k_x)))
(let (($x4282 (fp.lt ?x907 c)))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 (= (fp.gt c ?x907) $x4282)))))))))
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
 (let (($x4350 (<= k_x 2147483647)))
 (let (($x4240 (>= k_x (- 2147483648))))
 (and $x4240 $x4350))))
(assert
 (let ((?x907 (select mem_x k_x)))
(let (($x4282 (fp.lt ?x907 c)))
(let (($x5513 (>= k_x 0)))
(let (($x3118 (and $x5513 (> 1 k_x))))
(not (=> (and $x3118) (and $x3118 (= $x4282 (fp.gt c ?x907))))))))))
(check-sat)
(pop 1)
(exit)
