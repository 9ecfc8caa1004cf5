; cmp/ge-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x11451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8542 (and (distinct 0 ok_x) true)))
(not (=> (and $x8542) (and $x8542 (= (>= c ?x11451) (<= ?x11451 c))))))))
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
 (let ((?x11451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8542 (and (distinct 0 ok_x) true)))
(not (=> (and $x8542) (and $x8542 (= (<= ?x11451 c) (>= c ?x11451))))))))
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
 (let ((?x9132 (select mem_x k_x)))
(let (($x3497 (bvsle ?x9132 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (bvsge c ?x9132) $x3497)))))))))
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
 (let (($x1837 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 $x1837)))))))
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
 (let ((?x9132 (select mem_x k_x)))
(let (($x1896 (bvule ?x9132 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (bvuge c ?x9132) $x1896)))))))))
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
 (let (($x3497 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 $x3497)))))))
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
 (let ((?x10334 (select mem_x k_x)))
(let (($x786 (bvsle ?x10334 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (bvsge c ?x10334) $x786)))))))))
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
 (let (($x26 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 $x26)))))))
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
 (let ((?x16771 (select mem_x k_x)))
(let (($x3497 (bvsle ?x16771 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (bvsge c ?x16771) $x3497)))))))))
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
 (let (($x1837 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 $x1837)))))))
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
 (let ((?x8542 (select mem_x k_x)))
(let (($x26 (fp.leq ?x8542 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (fp.geq c ?x8542) $x26)))))))))
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
 (let ((?x8542 (select mem_x k_x)))
(let (($x26 (fp.leq ?x8542 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= $x26 (fp.geq c ?x8542))))))))))
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
 (let ((?x795 (select mem_x k_x)))
(let (($x1837 (fp.leq ?x795 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= (fp.geq c ?x795) $x1837)))))))))
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
 (let ((?x795 (select mem_x k_x)))
(let (($x1837 (fp.leq ?x795 c)))
(let (($x13694 (>= k_x 0)))
(let (($x4087 (and $x13694 (> 1 k_x))))
(not (=> (and $x4087) (and $x4087 (= $x1837 (fp.geq c ?x795))))))))))
(check-sat)
(pop)
