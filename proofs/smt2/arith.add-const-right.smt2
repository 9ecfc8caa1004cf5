; arith/add-const-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x38 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x26 (and (distinct 0 ok_x) true)))
(not (=> (and $x26) (and $x26 (= (+ c ?x38) (+ ?x38 c))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x38 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x26 (and (distinct 0 ok_x) true)))
(not (=> (and $x26) (and $x26 (= (+ ?x38 c) (+ c ?x38))))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let ((?x10 (bvadd ?x40 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x40) ?x10)))))))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x22 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x22)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let ((?x40 (select mem_x k_x)))
(let ((?x10 (bvadd ?x40 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x40) ?x10)))))))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x22 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x22)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let ((?x41 (select mem_x k_x)))
(let ((?x37 (bvadd ?x41 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x41) ?x37)))))))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x58 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x58)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let ((?x45 (select mem_x k_x)))
(let ((?x22 (bvadd ?x45 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x45) ?x22)))))))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x13 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x13)))))))
(check-sat)
(pop)
