; cmp/lt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x16675 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7213 (and (distinct ok_x 0) true)))
(not (=> (and $x7213) (and $x7213 (= (< c ?x16675) (> ?x16675 c))))))))
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
 (let ((?x16675 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7213 (and (distinct ok_x 0) true)))
(not (=> (and $x7213) (and $x7213 (= (> ?x16675 c) (< c ?x16675))))))))
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
 (let (($x14473 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x14473)))))))
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
 (let (($x8046 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x8046)))))))
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
 (let (($x3144 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x3144)))))))
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
 (let (($x3057 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x3057)))))))
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
 (let (($x16323 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x16323)))))))
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
 (let (($x18929 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x18929)))))))
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
 (let (($x4764 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x4764)))))))
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
 (let (($x17573 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 $x17573)))))))
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
(let (($x18929 (fp.lt c ?x3144)))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 (= $x18929 (fp.gt ?x3144 c))))))))))
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
(let (($x18929 (fp.lt c ?x3144)))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 (= (fp.gt ?x3144 c) $x18929)))))))))
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
 (let ((?x3057 (select mem_x k_x)))
(let (($x3974 (fp.lt c ?x3057)))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 (= $x3974 (fp.gt ?x3057 c))))))))))
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
 (let ((?x3057 (select mem_x k_x)))
(let (($x3974 (fp.lt c ?x3057)))
(let (($x2075 (>= k_x 0)))
(let (($x16676 (and $x2075 (> 1 k_x))))
(not (=> (and $x16676) (and $x16676 (= (fp.gt ?x3057 c) $x3974)))))))))
(check-sat)
(pop 1)
(exit)
