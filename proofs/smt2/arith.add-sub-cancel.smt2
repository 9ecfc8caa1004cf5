; arith/add-sub-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= (- (+ ?x25 y) y) ?x25)))))))
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
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= ?x25 (- (+ ?x25 y) y))))))))
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
 (let ((?x779 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x779 y) y) ?x779))))))))
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
 (let ((?x779 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x779 (bvsub (bvadd ?x779 y) y)))))))))
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
 (let ((?x779 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x779 y) y) ?x779))))))))
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
 (let ((?x779 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x779 (bvsub (bvadd ?x779 y) y)))))))))
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
 (let ((?x47 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x47 y) y) ?x47))))))))
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
 (let ((?x47 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x47 (bvsub (bvadd ?x47 y) y)))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= (bvsub (bvadd ?x1337 y) y) ?x1337))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x23 (>= k_x 0)))
(let (($x26 (and $x23 (> 1 k_x))))
(not (=> (and $x26) (and $x26 (= ?x1337 (bvsub (bvadd ?x1337 y) y)))))))))
(check-sat)
(pop)
