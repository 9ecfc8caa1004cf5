; arith/one-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x30 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19 (and (distinct ok_x 0) true)))
(not (=> (and $x19) (and $x19 (= (* 1 ?x30) ?x30)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x30 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19 (and (distinct ok_x 0) true)))
(not (=> (and $x19) (and $x19 (= ?x30 (* 1 ?x30))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x36 (and $x25 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x25) $x36))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x34 (and $x25 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x25) $x34))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x17 (and $x25 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x25) $x17))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x42 (and $x25 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x25) $x42))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x38 (and $x25 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x25) $x38))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x32 (and $x25 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x25) $x32))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x24 (and $x25 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x25) $x24))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(let (($x34 (and $x25 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x25) $x34))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x23 (select mem_x k_x)))
(let (($x32 (= (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x23) ?x23)))
(let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(not (=> (and $x25) (and $x25 $x32))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x23 (select mem_x k_x)))
(let (($x35 (= ?x23 (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x23))))
(let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(not (=> (and $x25) (and $x25 $x35))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x18 (select mem_x k_x)))
(let (($x30 (= (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x18) ?x18)))
(let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(not (=> (and $x25) (and $x25 $x30))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x18 (select mem_x k_x)))
(let (($x42 (= ?x18 (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x18))))
(let (($x7 (>= k_x 0)))
(let (($x25 (and $x7 (> 1 k_x))))
(not (=> (and $x25) (and $x25 $x42))))))))
(check-sat)
(pop 1)
(exit)
