; arith/zero-add: refinement both ways; every check-sat must answer unsat
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
(not (=> (and $x9) (and $x9 (= (+ 0 ?x16) ?x16)))))))
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
(not (=> (and $x9) (and $x9 (= ?x16 (+ 0 ?x16))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x24 (and $x34 (= (bvadd (_ bv0 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x34) $x24))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x47 (and $x34 (= (select mem_x k_x) (bvadd (_ bv0 8) (select mem_x k_x))))))
(not (=> (and $x34) $x47))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x18 (and $x34 (= (bvadd (_ bv0 8) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x34) $x18))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x39 (and $x34 (= (select mem_x k_x) (bvadd (_ bv0 8) (select mem_x k_x))))))
(not (=> (and $x34) $x39))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x17 (and $x34 (= (bvadd (_ bv0 32) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(not (=> (and $x14 $x34) $x17)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x14 (and (bvsle (_ bv2147483648 32) (select mem_x k_x)) (bvsge (_ bv2147483647 32) (select mem_x k_x)))))
(let (($x50 (and $x14 $x34 (= (select mem_x k_x) (bvadd (_ bv0 32) (select mem_x k_x))))))
(not (=> (and $x34) $x50)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x40 (and $x34 (= (bvadd (_ bv0 64) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x15 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(not (=> (and $x15 $x34) $x40)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x15 (and (bvsle (_ bv9223372036854775808 64) (select mem_x k_x)) (bvsge (_ bv9223372036854775807 64) (select mem_x k_x)))))
(let (($x42 (and $x15 $x34 (= (select mem_x k_x) (bvadd (_ bv0 64) (select mem_x k_x))))))
(not (=> (and $x34) $x42)))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x11 (and $x34 (= (bvadd (_ bv0 16) (select mem_x k_x)) (select mem_x k_x)))))
(not (=> (and $x34) $x11))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x10 (and $x34 (= (select mem_x k_x) (bvadd (_ bv0 16) (select mem_x k_x))))))
(not (=> (and $x34) $x10))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x42 (and $x34 (= (bvadd (_ bv0 32) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x18 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(not (=> (and $x18 $x34) $x42)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x18 (and (bvule (_ bv0 32) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv4294967295 32)))))
(let (($x23 (and $x18 $x34 (= (select mem_x k_x) (bvadd (_ bv0 32) (select mem_x k_x))))))
(not (=> (and $x34) $x23)))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x44 (and $x34 (= (bvadd (_ bv0 64) (select mem_x k_x)) (select mem_x k_x)))))
(let (($x21 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(not (=> (and $x21 $x34) $x44)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x25 (<= k_x 2147483647)))
 (let (($x27 (>= k_x (- 2147483648))))
 (and $x27 $x25))))
(assert
 (let (($x31 (>= k_x 0)))
(let (($x34 (and $x31 (> 1 k_x))))
(let (($x21 (and (bvule (_ bv0 64) (select mem_x k_x)) (bvule (select mem_x k_x) (_ bv18446744073709551615 64)))))
(let (($x51 (and $x21 $x34 (= (select mem_x k_x) (bvadd (_ bv0 64) (select mem_x k_x))))))
(not (=> (and $x34) $x51)))))))
(check-sat)
(pop 1)
(exit)
