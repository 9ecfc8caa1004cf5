; arith/one-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x20 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= (* 1 ?x20) ?x20)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x20 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= ?x20 (* 1 ?x20))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x43 (and $x41 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x41) $x43))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x42 (and $x41 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x41) $x42))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x14 (and $x41 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x41) $x14))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x38 (and $x41 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x41) $x38))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x34 (and $x41 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x41) $x34))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x9 (and $x41 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x41) $x9))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x16 (and $x41 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x41) $x16))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(let (($x42 (and $x41 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x41) $x42))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x64 (select mem_x k_x)))
(let (($x9 (= (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x64) ?x64)))
(let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x9))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x64 (select mem_x k_x)))
(let (($x45 (= ?x64 (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x64))))
(let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x45))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x39 (select mem_x k_x)))
(let (($x20 (= (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x39) ?x39)))
(let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x20))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x39 (select mem_x k_x)))
(let (($x38 (= ?x39 (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x39))))
(let (($x36 (>= k_x 0)))
(let (($x41 (and $x36 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x38))))))))
(check-sat)
(pop 1)
(exit)
