; arith/one-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x48 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_x) true)))
(not (=> (and $x34) (and $x34 (= (* 1 ?x48) ?x48)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x48 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_x) true)))
(not (=> (and $x34) (and $x34 (= ?x48 (* 1 ?x48))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x17 (and $x20 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x20) $x17))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x45 (and $x20 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x20) $x45))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x14 (and $x20 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x20) $x14))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x13 (and $x20 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x20) $x13))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x41 (and $x20 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x20) $x41))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x9 (and $x20 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x20) $x9))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x12 (and $x20 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x20) $x12))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(let (($x45 (and $x20 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x20) $x45))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x64 (select mem_x k_x)))
(let (($x9 (= (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x64) ?x64)))
(let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x9))))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x64 (select mem_x k_x)))
(let (($x30 (= ?x64 (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x64))))
(let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x30))))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x38 (select mem_x k_x)))
(let (($x48 (= (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x38) ?x38)))
(let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x48))))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x38 (select mem_x k_x)))
(let (($x13 (= ?x38 (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x38))))
(let (($x43 (>= k_x 0)))
(let (($x20 (and $x43 (> 1 k_x))))
(not (=> (and $x20) (and $x20 $x13))))))))
(check-sat)
(pop)
