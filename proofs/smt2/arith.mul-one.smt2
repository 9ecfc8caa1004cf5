; arith/mul-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x10 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= (* ?x10 1) ?x10)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x10 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16 (and (distinct ok_x 0) true)))
(not (=> (and $x16) (and $x16 (= ?x10 (* ?x10 1))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x26 (and $x43 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x43) $x26))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x39 (and $x43 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x43) $x39))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x54 (and $x43 (= (bvmul (select mem_x k_x) (_ bv1 8)) (select mem_x k_x)))))
(not (=> (and $x43) $x54))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x33 (and $x43 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 8))))))
(not (=> (and $x43) $x33))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x64 (and $x43 (= (bvmul (select mem_x k_x) (_ bv1 32)) (select mem_x k_x)))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x14 $x43) $x64)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x57 (and $x14 $x43 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 32))))))
(not (=> (and $x43) $x57)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x17 (and $x43 (= (bvmul (select mem_x k_x) (_ bv1 64)) (select mem_x k_x)))))
(let (($x51 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x51 $x43) $x17)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(let (($x51 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x40 (and $x51 $x43 (= (select mem_x k_x) (bvmul (select mem_x k_x) (_ bv1 64))))))
(not (=> (and $x43) $x40)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let ((?x27 (select mem_x k_x)))
(let (($x52 (= (fp.mul roundNearestTiesToEven ?x27 (fp #b0 #x7f #b00000000000000000000000)) ?x27)))
(let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(not (=> (and $x43) (and $x43 $x52))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let ((?x27 (select mem_x k_x)))
(let (($x15 (= ?x27 (fp.mul roundNearestTiesToEven ?x27 (fp #b0 #x7f #b00000000000000000000000)))))
(let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(not (=> (and $x43) (and $x43 $x15))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x33 (= (fp.mul roundNearestTiesToEven ?x11 (fp #b0 #b01111111111 #x0000000000000)) ?x11)))
(let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(not (=> (and $x43) (and $x43 $x33))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x41 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x41))))
(assert
 (let ((?x11 (select mem_x k_x)))
(let (($x10 (= ?x11 (fp.mul roundNearestTiesToEven ?x11 (fp #b0 #b01111111111 #x0000000000000)))))
(let (($x48 (>= k_x 0)))
(let (($x43 (and $x48 (> 1 k_x))))
(not (=> (and $x43) (and $x43 $x10))))))))
(check-sat)
(pop 1)
(exit)
