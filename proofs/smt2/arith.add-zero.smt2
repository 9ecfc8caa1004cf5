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
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x20 (and $x26 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x26) $x20))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x40 (and $x26 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x26) $x40))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x18 (and $x26 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x26) $x18))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x35 (and $x26 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x26) $x35))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x38 (and $x26 (= (bvadd (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(not (=> (and $x26) $x38))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x10 (and $x26 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x26) $x10))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x30 (and $x26 (= (bvadd (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(not (=> (and $x26) $x30))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x26 (and $x29 (> 1 k_x))))
(let (($x40 (and $x26 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x26) $x40))))))
(check-sat)
(pop 1)
(exit)
