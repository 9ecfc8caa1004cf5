; arith/add-zero: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x16 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9 (and (distinct 0 ok_x) true)))
(not (=> (and $x9) (and $x9 (= (+ ?x16 0) ?x16)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x16 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9 (and (distinct 0 ok_x) true)))
(not (=> (and $x9) (and $x9 (= ?x16 (+ ?x16 0))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x48 (and $x28 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x28) $x48))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x32 (and $x28 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x28) $x32))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x18 (and $x28 (= (bvadd (select mem_x k_x) (_ bv0 8)) (select mem_x k_x)))))
(not (=> (and $x28) $x18))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x36 (and $x28 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 8))))))
(not (=> (and $x28) $x36))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x38 (and $x28 (= (bvadd (select mem_x k_x) (_ bv0 32)) (select mem_x k_x)))))
(not (=> (and $x28) $x38))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x10 (and $x28 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 32))))))
(not (=> (and $x28) $x10))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x35 (and $x28 (= (bvadd (select mem_x k_x) (_ bv0 64)) (select mem_x k_x)))))
(not (=> (and $x28) $x35))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x29 (>= k_x 0)))
(let (($x28 (and $x29 (> 1 k_x))))
(let (($x32 (and $x28 (= (select mem_x k_x) (bvadd (select mem_x k_x) (_ bv0 64))))))
(not (=> (and $x28) $x32))))))
(check-sat)
(pop)
