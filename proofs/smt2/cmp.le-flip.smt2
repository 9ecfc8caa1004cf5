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
 (let ((?x1912 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x750 (and (distinct 0 ok_x) true)))
(not (=> (and $x750) (and $x750 (= (<= c ?x1912) (>= ?x1912 c))))))))
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
 (let ((?x1912 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x750 (and (distinct 0 ok_x) true)))
(not (=> (and $x750) (and $x750 (= (>= ?x1912 c) (<= c ?x1912))))))))
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
 (let (($x1649 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 $x1649)))))))
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
 (let ((?x70 (select mem_x k_x)))
(let (($x2002 (bvsle c ?x70)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (bvsge ?x70 c) $x2002)))))))))
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
 (let (($x5673 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 $x5673)))))))
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
 (let ((?x70 (select mem_x k_x)))
(let (($x1649 (bvule c ?x70)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (bvuge ?x70 c) $x1649)))))))))
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
 (let (($x41 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 $x41)))))))
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
 (let ((?x4247 (select mem_x k_x)))
(let (($x750 (bvsle c ?x4247)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (bvsge ?x4247 c) $x750)))))))))
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
 (let (($x577 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 $x577)))))))
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
 (let ((?x1649 (select mem_x k_x)))
(let (($x91 (bvsle c ?x1649)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (bvsge ?x1649 c) $x91)))))))))
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
 (let ((?x750 (select mem_x k_x)))
(let (($x3610 (fp.leq c ?x750)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= $x3610 (fp.geq ?x750 c))))))))))
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
 (let ((?x750 (select mem_x k_x)))
(let (($x3610 (fp.leq c ?x750)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (fp.geq ?x750 c) $x3610)))))))))
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
 (let ((?x91 (select mem_x k_x)))
(let (($x53 (fp.leq c ?x91)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= $x53 (fp.geq ?x91 c))))))))))
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
 (let ((?x91 (select mem_x k_x)))
(let (($x53 (fp.leq c ?x91)))
(let (($x3636 (>= k_x 0)))
(let (($x3834 (and $x3636 (> 1 k_x))))
(not (=> (and $x3834) (and $x3834 (= (fp.geq ?x91 c) $x53)))))))))
(check-sat)
(pop)
