; arith/mul-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_x 0) true)))
(not (=> (and $x12) (and $x12 (= (* ?x22 1) ?x22)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_x 0) true)))
(not (=> (and $x12) (and $x12 (= ?x22 (* ?x22 1))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x46 (and $x41 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x46))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x35 (and $x41 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x41) $x35))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x14 (and $x41 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
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
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x42 (and $x41 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x41) $x42))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x31 (and $x41 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(not (=> (and $x41) $x31))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x33 (and $x41 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x41) $x33))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x24 (and $x41 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(not (=> (and $x41) $x24))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(let (($x35 (and $x41 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x41) $x35))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x32 (select mem_x k_x)))
(let (($x33 (= (fp.mul roundNearestTiesToEven ?x32 (fp #b0 #x7f #b00000000000000000000000)) ?x32)))
(let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x33))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x32 (select mem_x k_x)))
(let (($x16 (= ?x32 (fp.mul roundNearestTiesToEven ?x32 (fp #b0 #x7f #b00000000000000000000000)))))
(let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x16))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x80 (= (fp.mul roundNearestTiesToEven ?x20 (fp #b0 #b01111111111 #x0000000000000)) ?x20)))
(let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x80))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x20 (select mem_x k_x)))
(let (($x42 (= ?x20 (fp.mul roundNearestTiesToEven ?x20 (fp #b0 #b01111111111 #x0000000000000)))))
(let (($x34 (>= k_x 0)))
(let (($x41 (and $x34 (> 1 k_x))))
(not (=> (and $x41) (and $x41 $x42))))))))
(check-sat)
(pop 1)
(exit)
