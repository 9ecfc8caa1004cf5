; arith/sub-add-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x64 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x30 (and (distinct 0 ok_x) true)))
(not (=> (and $x30) (and $x30 (= (+ (- ?x64 y) y) ?x64)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x64 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x30 (and (distinct 0 ok_x) true)))
(not (=> (and $x30) (and $x30 (= ?x64 (+ (- ?x64 y) y))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x58 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvadd (bvsub ?x58 y) y) ?x58))))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x58 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= ?x58 (bvadd (bvsub ?x58 y) y)))))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun y () (_ BitVec 8))
(assert
 (let ((?x58 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvadd (bvsub ?x58 y) y) ?x58))))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x58 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= ?x58 (bvadd (bvsub ?x58 y) y)))))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun y () (_ BitVec 32))
(assert
 (let ((?x14 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvadd (bvsub ?x14 y) y) ?x14))))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let ((?x14 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= ?x14 (bvadd (bvsub ?x14 y) y)))))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun y () (_ BitVec 64))
(assert
 (let ((?x17 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= (bvadd (bvsub ?x17 y) y) ?x17))))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let ((?x17 (select mem_x k_x)))
(let (($x779 (>= k_x 0)))
(let (($x20 (and $x779 (> 1 k_x))))
(not (=> (and $x20) (and $x20 (= ?x17 (bvadd (bvsub ?x17 y) y)))))))))
(check-sat)
(pop)
