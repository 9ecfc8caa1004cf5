; cmp/le-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x15643 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3144 (and (distinct ok_x 0) true)))
(not (=> (and $x3144) (and $x3144 (= (<= c ?x15643) (>= ?x15643 c))))))))
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
 (let ((?x15643 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3144 (and (distinct ok_x 0) true)))
(not (=> (and $x3144) (and $x3144 (= (>= ?x15643 c) (<= c ?x15643))))))))
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
 (let (($x5991 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 $x5991)))))))
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
 (let ((?x8046 (select mem_x k_x)))
(let (($x3559 (bvsle c ?x8046)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (bvsge ?x8046 c) $x3559)))))))))
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
 (let (($x988 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 $x988)))))))
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
 (let ((?x8046 (select mem_x k_x)))
(let (($x5991 (bvule c ?x8046)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (bvuge ?x8046 c) $x5991)))))))))
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
 (let (($x4876 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 $x4876)))))))
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
 (let ((?x18929 (select mem_x k_x)))
(let (($x3144 (bvsle c ?x18929)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (bvsge ?x18929 c) $x3144)))))))))
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
 (let (($x18880 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 $x18880)))))))
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
 (let ((?x5991 (select mem_x k_x)))
(let (($x19669 (bvsle c ?x5991)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (bvsge ?x5991 c) $x19669)))))))))
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
 (let ((?x3144 (select mem_x k_x)))
(let (($x8572 (fp.leq c ?x3144)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= $x8572 (fp.geq ?x3144 c))))))))))
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
 (let ((?x3144 (select mem_x k_x)))
(let (($x8572 (fp.leq c ?x3144)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (fp.geq ?x3144 c) $x8572)))))))))
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
 (let ((?x19669 (select mem_x k_x)))
(let (($x9868 (fp.leq c ?x19669)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= $x9868 (fp.geq ?x19669 c))))))))))
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
 (let ((?x19669 (select mem_x k_x)))
(let (($x9868 (fp.leq c ?x19669)))
(let (($x17573 (>= k_x 0)))
(let (($x3057 (and $x17573 (> 1 k_x))))
(not (=> (and $x3057) (and $x3057 (= (fp.geq ?x19669 c) $x9868)))))))))
(check-sat)
(pop 1)
(exit)
