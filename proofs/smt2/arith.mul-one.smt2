; arith/mul-one: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x59 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17 (and (distinct 0 ok_x) true)))
(not (=> (and $x17) (and $x17 (= (* ?x59 1) ?x59)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x59 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17 (and (distinct 0 ok_x) true)))
(not (=> (and $x17) (and $x17 (= ?x59 (* ?x59 1))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x15 (and $x24 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x24) $x15))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x20 (and $x24 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x24) $x20))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x37 (and $x24 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x24) $x37))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x58 (and $x24 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x24) $x58))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x25 (and $x24 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(not (=> (and $x24) $x25))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x18 (and $x24 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x24) $x18))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x28 (and $x24 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(not (=> (and $x24) $x28))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(let (($x20 (and $x24 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x24) $x20))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x26 (select mem_x k_x)))
(let (($x18 (= (fp.mul roundNearestTiesToEven ?x26 (fp #b0 #x7f #b00000000000000000000000)) ?x26)))
(let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(not (=> (and $x24) (and $x24 $x18))))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x26 (select mem_x k_x)))
(let (($x16 (= ?x26 (fp.mul roundNearestTiesToEven ?x26 (fp #b0 #x7f #b00000000000000000000000)))))
(let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(not (=> (and $x24) (and $x24 $x16))))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x23 (= (fp.mul roundNearestTiesToEven ?x40 (fp #b0 #b01111111111 #x0000000000000)) ?x40)))
(let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(not (=> (and $x24) (and $x24 $x23))))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let (($x58 (= ?x40 (fp.mul roundNearestTiesToEven ?x40 (fp #b0 #b01111111111 #x0000000000000)))))
(let (($x41 (>= k_x 0)))
(let (($x24 (and $x41 (> 1 k_x))))
(not (=> (and $x24) (and $x24 $x58))))))))
(check-sat)
(pop)
