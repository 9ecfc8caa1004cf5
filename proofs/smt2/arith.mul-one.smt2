; arith/mul-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x18 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= (* ?x18 1) ?x18)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x18 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= ?x18 (* ?x18 1))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x42 (and $x12 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x12) $x42))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x23 (and $x12 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x12) $x23))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x80 (and $x12 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x12) $x80))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x11 (and $x12 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x12) $x11))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x35 (and $x12 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(not (=> (and $x12) $x35))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x32 (and $x12 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x12) $x32))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x44 (and $x12 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(not (=> (and $x12) $x44))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(let (($x23 (and $x12 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x12) $x23))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x25 (select mem_x k_x)))
(let (($x32 (= (fp.mul roundNearestTiesToEven ?x25 (fp #b0 #x7f #b00000000000000000000000)) ?x25)))
(let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(not (=> (and $x12) (and $x12 $x32))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x25 (select mem_x k_x)))
(let (($x37 (= ?x25 (fp.mul roundNearestTiesToEven ?x25 (fp #b0 #x7f #b00000000000000000000000)))))
(let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(not (=> (and $x12) (and $x12 $x37))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x9 (select mem_x k_x)))
(let (($x603 (= (fp.mul roundNearestTiesToEven ?x9 (fp #b0 #b01111111111 #x0000000000000)) ?x9)))
(let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(not (=> (and $x12) (and $x12 $x603))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x9 (select mem_x k_x)))
(let (($x11 (= ?x9 (fp.mul roundNearestTiesToEven ?x9 (fp #b0 #b01111111111 #x0000000000000)))))
(let (($x22 (>= k_x 0)))
(let (($x12 (and $x22 (> 1 k_x))))
(not (=> (and $x12) (and $x12 $x11))))))))
(check-sat)
(pop 1)
(exit)
