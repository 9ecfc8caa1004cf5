; arith/one-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x8 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= (* 1 ?x8) ?x8)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x8 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x27 (and (distinct ok_x 0) true)))
(not (=> (and $x27) (and $x27 (= ?x8 (* 1 ?x8))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x37 (and $x49 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x49) $x37))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x59 (and $x49 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x49) $x59))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x56 (and $x49 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x49) $x56))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x52 (and $x49 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x49) $x52))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x33 (and $x49 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x94 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x94 $x49) $x33)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x94 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x419 (and $x94 $x49 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x49) $x419)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x15 (and $x49 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x32 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x32 $x49) $x15)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x32 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x51 (and $x32 $x49 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x49) $x51)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x42 (and $x49 (= (bvmul (_ bv1 16) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x49) $x42))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x18 (and $x49 (= (select mem_x k_x) (bvmul (_ bv1 16) (select mem_x k_x))))))
(not (=> (and $x49) $x18))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x36 (and $x49 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x52 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(not (=> (and $x52 $x49) $x36)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x52 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(let (($x41 (and $x52 $x49 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x49) $x41)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x419 (and $x49 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x24 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(not (=> (and $x24 $x49) $x419)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(let (($x24 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(let (($x45 (and $x24 $x49 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x49) $x45)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x658 (= (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x48) ?x48)))
(let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x658))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x47 (= ?x48 (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x48))))
(let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x47))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let ((?x24 (select mem_x k_x)))
(let (($x45 (= (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x24) ?x24)))
(let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x45))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x11 (<= k_x 2147483647)))
 (let (($x29 (>= k_x (- 2147483648))))
 (and $x29 $x11))))
(assert
 (let ((?x24 (select mem_x k_x)))
(let (($x51 (= ?x24 (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x24))))
(let (($x26 (>= k_x 0)))
(let (($x49 (and $x26 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x51))))))))
(check-sat)
(pop 1)
(exit)
