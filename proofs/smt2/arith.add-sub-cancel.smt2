; arith/add-sub-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x1920 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x133 (and (distinct 0 ok_x) true)))
(not (=> (and $x133) (and $x133 (= (- (+ ?x1920 y) y) ?x1920)))))))
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
 (let ((?x1920 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x133 (and (distinct 0 ok_x) true)))
(not (=> (and $x133) (and $x133 (= ?x1920 (- (+ ?x1920 y) y))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= (bvsub (bvadd ?x43 y) y) ?x43))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= ?x43 (bvsub (bvadd ?x43 y) y)))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= (bvsub (bvadd ?x43 y) y) ?x43))))))))
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
 (let ((?x43 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= ?x43 (bvsub (bvadd ?x43 y) y)))))))))
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
 (let ((?x17 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= (bvsub (bvadd ?x17 y) y) ?x17))))))))
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
 (let ((?x17 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= ?x17 (bvsub (bvadd ?x17 y) y)))))))))
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
 (let ((?x36 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= (bvsub (bvadd ?x36 y) y) ?x36))))))))
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
 (let ((?x36 (select mem_x k_x)))
(let (($x305 (>= k_x 0)))
(let (($x15 (and $x305 (> 1 k_x))))
(not (=> (and $x15) (and $x15 (= ?x36 (bvsub (bvadd ?x36 y) y)))))))))
(check-sat)
(pop)
