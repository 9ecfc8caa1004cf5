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
 (let ((?x1557 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19826 (and (distinct ok_x 0) true)))
(not (=> (and $x19826) (and $x19826 (= (= c ?x1557) (= ?x1557 c))))))))
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
 (let ((?x1557 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x19826 (and (distinct ok_x 0) true)))
(not (=> (and $x19826) (and $x19826 (= (= ?x1557 c) (= c ?x1557))))))))
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
 (let (($x14997 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x9868 (>= k_x 0)))
(let (($x13003 (and $x9868 (> 1 k_x))))
(not (=> (and $x13003) (and $x13003 $x14997)))))))
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
 (let (($x13856 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x9868 (>= k_x 0)))
(let (($x13003 (and $x9868 (> 1 k_x))))
(not (=> (and $x13003) (and $x13003 $x13856)))))))
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
 (let (($x3144 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x10333 (and $x2075 (> 1 k_x))))
(not (=> (and $x10333) (and $x10333 $x3144)))))))
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
 (let (($x16675 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x10333 (and $x2075 (> 1 k_x))))
(not (=> (and $x10333) (and $x10333 $x16675)))))))
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
 (let (($x2174 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x1557 (>= k_x 0)))
(let (($x8572 (and $x1557 (> 1 k_x))))
(not (=> (and $x8572) (and $x8572 $x2174)))))))
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
 (let (($x3559 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x1557 (>= k_x 0)))
(let (($x8572 (and $x1557 (> 1 k_x))))
(not (=> (and $x8572) (and $x8572 $x3559)))))))
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
 (let (($x4876 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x5946 (>= k_x 0)))
(let (($x18880 (and $x5946 (> 1 k_x))))
(not (=> (and $x18880) (and $x18880 $x4876)))))))
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
 (let (($x19826 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x5946 (>= k_x 0)))
(let (($x18880 (and $x5946 (> 1 k_x))))
(not (=> (and $x18880) (and $x18880 $x19826)))))))
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
 (let (($x13003 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x4764 (>= k_x 0)))
(let (($x18957 (and $x4764 (> 1 k_x))))
(not (=> (and $x18957) (and $x18957 $x13003)))))))
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
 (let (($x15643 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x4764 (>= k_x 0)))
(let (($x18957 (and $x4764 (> 1 k_x))))
(not (=> (and $x18957) (and $x18957 $x15643)))))))
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
 (let (($x10333 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x358 (>= k_x 0)))
(let (($x13856 (and $x358 (> 1 k_x))))
(not (=> (and $x13856) (and $x13856 $x10333)))))))
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
 (let (($x3057 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x358 (>= k_x 0)))
(let (($x13856 (and $x358 (> 1 k_x))))
(not (=> (and $x13856) (and $x13856 $x3057)))))))
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
