; cmp/gt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x14997 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3144 (and (distinct ok_x 0) true)))
(not (=> (and $x3144) (and $x3144 (= (> c ?x14997) (< ?x14997 c))))))))
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
 (let ((?x14997 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3144 (and (distinct ok_x 0) true)))
(not (=> (and $x3144) (and $x3144 (= (< ?x14997 c) (> c ?x14997))))))))
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
 (let (($x9267 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x9267)))))))
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
 (let (($x2174 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x2174)))))))
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
 (let (($x5991 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x5991)))))))
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
 (let (($x12893 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x12893)))))))
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
 (let (($x8572 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x8572)))))))
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
 (let (($x2202 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x2202)))))))
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
 (let (($x18957 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x18957)))))))
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
 (let (($x3585 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 $x3585)))))))
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
 (let ((?x19826 (select mem_x k_x)))
(let (($x3841 (fp.lt ?x19826 c)))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 (= (fp.gt c ?x19826) $x3841)))))))))
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
 (let ((?x19826 (select mem_x k_x)))
(let (($x3841 (fp.lt ?x19826 c)))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 (= $x3841 (fp.gt c ?x19826))))))))))
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
 (let ((?x12893 (select mem_x k_x)))
(let (($x3585 (fp.lt ?x12893 c)))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 (= (fp.gt c ?x12893) $x3585)))))))))
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
 (let ((?x12893 (select mem_x k_x)))
(let (($x3585 (fp.lt ?x12893 c)))
(let (($x2075 (>= k_x 0)))
(let (($x988 (and $x2075 (> 1 k_x))))
(not (=> (and $x988) (and $x988 (= $x3585 (fp.gt c ?x12893))))))))))
(check-sat)
(pop 1)
(exit)
