; cmp/eq-flip: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVFPNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x7698 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3896 (and (distinct ok_x 0) true)))
(not (=> (and $x3896) (and $x3896 (= (= c ?x7698) (= ?x7698 c))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x7698 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3896 (and (distinct ok_x 0) true)))
(not (=> (and $x3896) (and $x3896 (= (= ?x7698 c) (= c ?x7698))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x14525 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x1594 (>= k_x 0)))
(let (($x3265 (and $x1594 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x14525)))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x7651 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x1594 (>= k_x 0)))
(let (($x3265 (and $x1594 (> 1 k_x))))
(not (=> (and $x3265) (and $x3265 $x7651)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 8))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x10082 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x12134 (>= k_x 0)))
(let (($x46 (and $x12134 (> 1 k_x))))
(not (=> (and $x46) (and $x46 $x10082)))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(declare-fun c () (_ BitVec 8))
(assert
 (let (($x7089 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x12134 (>= k_x 0)))
(let (($x46 (and $x12134 (> 1 k_x))))
(not (=> (and $x46) (and $x46 $x7089)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 32))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x1029 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x7698 (>= k_x 0)))
(let (($x1270 (and $x7698 (> 1 k_x))))
(not (=> (and $x1270) (and $x1270 $x1029)))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x3823 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x7698 (>= k_x 0)))
(let (($x1270 (and $x7698 (> 1 k_x))))
(not (=> (and $x1270) (and $x1270 $x3823)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ BitVec 64))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x7912 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x258 (>= k_x 0)))
(let (($x21 (and $x258 (> 1 k_x))))
(not (=> (and $x21) (and $x21 $x7912)))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x3896 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x258 (>= k_x 0)))
(let (($x21 (and $x258 (> 1 k_x))))
(not (=> (and $x21) (and $x21 $x3896)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x3265 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x6296 (>= k_x 0)))
(let (($x4042 (and $x6296 (> 1 k_x))))
(not (=> (and $x4042) (and $x4042 $x3265)))))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (let (($x13876 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x6296 (>= k_x 0)))
(let (($x4042 (and $x6296 (> 1 k_x))))
(not (=> (and $x4042) (and $x4042 $x13876)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x46 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x16063 (>= k_x 0)))
(let (($x7651 (and $x16063 (> 1 k_x))))
(not (=> (and $x7651) (and $x7651 $x46)))))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (let (($x3062 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x16063 (>= k_x 0)))
(let (($x7651 (and $x16063 (> 1 k_x))))
(not (=> (and $x7651) (and $x7651 $x3062)))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
(exit)
