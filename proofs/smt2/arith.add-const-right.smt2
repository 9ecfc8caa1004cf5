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
 (let ((?x21 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= (+ c ?x21) (+ ?x21 c))))))))
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
 (let ((?x21 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x41 (and (distinct 0 ok_x) true)))
(not (=> (and $x41) (and $x41 (= (+ ?x21 c) (+ c ?x21))))))))
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
 (let (($x1337 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x1337)))))))
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
 (let ((?x25 (select mem_x k_x)))
(let ((?x45 (bvadd c ?x25)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd ?x25 c) ?x45)))))))))
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
 (let (($x1337 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x1337)))))))
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
 (let ((?x25 (select mem_x k_x)))
(let ((?x45 (bvadd c ?x25)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd ?x25 c) ?x45)))))))))
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
 (let ((?x34 (select mem_x k_x)))
(let ((?x47 (bvadd ?x34 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x34) ?x47)))))))))
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
 (let (($x22 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x22)))))))
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
(let ((?x779 (bvadd ?x45 c)))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 (= (bvadd c ?x45) ?x779)))))))))
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
 (let (($x18 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x64 (>= k_x 0)))
(let (($x809 (and $x64 (> 1 k_x))))
(not (=> (and $x809) (and $x809 $x18)))))))
(check-sat)
(pop)
