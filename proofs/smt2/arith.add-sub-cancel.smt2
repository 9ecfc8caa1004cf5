; arith/add-sub-cancel: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x24 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x39 (and (distinct 0 ok_x) true)))
(not (=> (and $x39) (and $x39 (= (- (+ ?x24 y) y) ?x24)))))))
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
 (let ((?x24 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x39 (and (distinct 0 ok_x) true)))
(not (=> (and $x39) (and $x39 (= ?x24 (- (+ ?x24 y) y))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvsub (bvadd ?x1337 y) y) ?x1337))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x1337 (bvsub (bvadd ?x1337 y) y)))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvsub (bvadd ?x1337 y) y) ?x1337))))))))
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
 (let ((?x1337 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x1337 (bvsub (bvadd ?x1337 y) y)))))))))
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
 (let ((?x41 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvsub (bvadd ?x41 y) y) ?x41))))))))
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
 (let ((?x41 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x41 (bvsub (bvadd ?x41 y) y)))))))))
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
 (let ((?x49 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= (bvsub (bvadd ?x49 y) y) ?x49))))))))
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
 (let ((?x49 (select mem_x k_x)))
(let (($x58 (>= k_x 0)))
(let (($x37 (and $x58 (> 1 k_x))))
(not (=> (and $x37) (and $x37 (= ?x49 (bvsub (bvadd ?x49 y) y)))))))))
(check-sat)
(pop)
