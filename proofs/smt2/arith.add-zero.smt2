; arith/add-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x16 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9 (and (distinct ok_x 0) true)))
(not (=> (and $x9) (and $x9 (= (+ ?x16 0) ?x16)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x16 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9 (and (distinct ok_x 0) true)))
(not (=> (and $x9) (and $x9 (= ?x16 (+ ?x16 0))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x24 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x24))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x47 (and $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x47))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x18 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x41) $x18))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x39 (and $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x41) $x39))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x17 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x14 $x41) $x17)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x50 (and $x14 $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x41) $x50)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x40 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(let (($x15 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x15 $x41) $x40)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x15 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x42 (and $x15 $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x41) $x42)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x22 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 16)) (select mem_x k_x)))))
(not (=> (and $x41) $x22))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x10 (and $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 16))))))
(not (=> (and $x41) $x10))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x42 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(let (($x36 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(not (=> (and $x36 $x41) $x42)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x36 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(let (($x23 (and $x36 $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x41) $x23)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x44 (and $x41 (= (bvadd (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(let (($x21 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(not (=> (and $x21 $x41) $x44)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x26 (<= k_x 2147483647)))
 (let (($x28 (>= k_x (- 2147483648))))
 (and $x28 $x26))))
(assert
 (let (($x33 (>= k_x 0)))
(let (($x41 (and $x33 (> 1 k_x))))
(let (($x21 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(let (($x51 (and $x21 $x41 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x41) $x51)))))))
(check-sat)
(pop 1)
(exit)
