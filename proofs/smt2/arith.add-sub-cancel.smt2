; arith/add-sub-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1993 (and (distinct 0 ok_x) true)))
(not (=> (and $x1993) (and $x1993 (= (- (+ ?x9 y) y) ?x9)))))))
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
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1993 (and (distinct 0 ok_x) true)))
(not (=> (and $x1993) (and $x1993 (= ?x9 (- (+ ?x9 y) y))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x16 y) y) ?x16))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x16 (bvsub (bvadd ?x16 y) y)))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x16 y) y) ?x16))))))))
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
 (let ((?x16 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x16 (bvsub (bvadd ?x16 y) y)))))))))
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
 (let ((?x1920 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x1920 y) y) ?x1920))))))))
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
 (let ((?x1920 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x1920 (bvsub (bvadd ?x1920 y) y)))))))))
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
 (let ((?x5673 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x5673 y) y) ?x5673))))))))
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
 (let ((?x5673 (select mem_x k_x)))
(let (($x680 (>= k_x 0)))
(let (($x26 (and $x680 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x5673 (bvsub (bvadd ?x5673 y) y)))))))))
(check-sat)
(pop)
