; arith/one-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x7 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13 (and (distinct ok_x 0) true)))
(not (=> (and $x13) (and $x13 (= (* 1 ?x7) ?x7)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x7 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13 (and (distinct ok_x 0) true)))
(not (=> (and $x13) (and $x13 (= ?x7 (* 1 ?x7))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
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
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x57 (and $x49 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x49) $x57))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x11 (and $x49 (= (bvmul (_ bv1 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x49) $x11))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x45 (and $x49 (= (select mem_x k_x) (bvmul (_ bv1 8) (select mem_x k_x))))))
(not (=> (and $x49) $x45))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x50 (and $x49 (= (bvmul (_ bv1 32) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x62 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x62 $x49) $x50)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x62 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x52 (and $x62 $x49 (= (select mem_x k_x) (bvmul (_ bv1 32) (select mem_x k_x))))))
(not (=> (and $x49) $x52)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x44 (and $x49 (= (bvmul (_ bv1 64) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x22 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x22 $x49) $x44)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(let (($x22 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x33 (and $x22 $x49 (= (select mem_x k_x) (bvmul (_ bv1 64) (select mem_x k_x))))))
(not (=> (and $x49) $x33)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let ((?x57 (select mem_x k_x)))
(let (($x41 (= (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x57) ?x57)))
(let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x41))))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let ((?x57 (select mem_x k_x)))
(let (($x12 (= ?x57 (fp.mul roundNearestTiesToEven (fp #b0 #x7f #b00000000000000000000000) ?x57))))
(let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x12))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let ((?x22 (select mem_x k_x)))
(let (($x33 (= (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x22) ?x22)))
(let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x33))))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x19 (<= k_x 2147483647)))
 (let (($x39 (>= k_x (- 2147483648))))
 (and $x39 $x19))))
(assert
 (let ((?x22 (select mem_x k_x)))
(let (($x7 (= ?x22 (fp.mul roundNearestTiesToEven (fp #b0 #b01111111111 #x0000000000000) ?x22))))
(let (($x38 (>= k_x 0)))
(let (($x49 (and $x38 (> 1 k_x))))
(not (=> (and $x49) (and $x49 $x7))))))))
(check-sat)
(pop 1)
(exit)
