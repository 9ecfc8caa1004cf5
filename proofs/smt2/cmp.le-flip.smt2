; cmp/le-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x4314 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1937 (and (distinct 0 ok_x) true)))
(not (=> (and $x1937) (and $x1937 (= (<= c ?x4314) (>= ?x4314 c))))))))
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
 (let ((?x4314 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1937 (and (distinct 0 ok_x) true)))
(not (=> (and $x1937) (and $x1937 (= (>= ?x4314 c) (<= c ?x4314))))))))
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
 (let (($x7485 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 $x7485)))))))
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
 (let ((?x3245 (select mem_x k_x)))
(let (($x3012 (bvsle c ?x3245)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (bvsge ?x3245 c) $x3012)))))))))
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
 (let (($x1563 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 $x1563)))))))
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
 (let ((?x3245 (select mem_x k_x)))
(let (($x7485 (bvule c ?x3245)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (bvuge ?x3245 c) $x7485)))))))))
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
 (let (($x2470 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 $x2470)))))))
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
 (let ((?x29 (select mem_x k_x)))
(let (($x1937 (bvsle c ?x29)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (bvsge ?x29 c) $x1937)))))))))
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
 (let (($x3060 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 $x3060)))))))
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
 (let ((?x7485 (select mem_x k_x)))
(let (($x48 (bvsle c ?x7485)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (bvsge ?x7485 c) $x48)))))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let ((?x1937 (select mem_x k_x)))
(let (($x8483 (fp.leq c ?x1937)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= $x8483 (fp.geq ?x1937 c))))))))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(declare-fun c () (_ FloatingPoint 8 24))
(assert
 (let ((?x1937 (select mem_x k_x)))
(let (($x8483 (fp.leq c ?x1937)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (fp.geq ?x1937 c) $x8483)))))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x3147 (fp.leq c ?x48)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= $x3147 (fp.geq ?x48 c))))))))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(declare-fun c () (_ FloatingPoint 11 53))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x3147 (fp.leq c ?x48)))
(let (($x2361 (>= k_x 0)))
(let (($x1861 (and $x2361 (> 1 k_x))))
(not (=> (and $x1861) (and $x1861 (= (fp.geq ?x48 c) $x3147)))))))))
(check-sat)
(pop)
