; cmp/ge-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3286 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3813 (and (distinct ok_x 0) true)))
(not (=> (and $x3813) (and $x3813 (= (>= c ?x3286) (<= ?x3286 c))))))))
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
 (let ((?x3286 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3813 (and (distinct ok_x 0) true)))
(not (=> (and $x3813) (and $x3813 (= (<= ?x3286 c) (>= c ?x3286))))))))
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
 (let ((?x10171 (select mem_x k_x)))
(let (($x779 (bvsle ?x10171 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (bvsge c ?x10171) $x779)))))))))
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
 (let (($x2909 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 $x2909)))))))
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
 (let ((?x10171 (select mem_x k_x)))
(let (($x3444 (bvule ?x10171 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (bvuge c ?x10171) $x3444)))))))))
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
 (let (($x779 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 $x779)))))))
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
 (let ((?x5554 (select mem_x k_x)))
(let (($x5565 (bvsle ?x5554 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (bvsge c ?x5554) $x5565)))))))))
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
 (let (($x19393 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 $x19393)))))))
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
 (let ((?x15398 (select mem_x k_x)))
(let (($x779 (bvsle ?x15398 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (bvsge c ?x15398) $x779)))))))))
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
 (let (($x2909 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 $x2909)))))))
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
 (let ((?x3813 (select mem_x k_x)))
(let (($x19393 (fp.leq ?x3813 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (fp.geq c ?x3813) $x19393)))))))))
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
 (let ((?x3813 (select mem_x k_x)))
(let (($x19393 (fp.leq ?x3813 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= $x19393 (fp.geq c ?x3813))))))))))
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
 (let ((?x7708 (select mem_x k_x)))
(let (($x2909 (fp.leq ?x7708 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= (fp.geq c ?x7708) $x2909)))))))))
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
 (let ((?x7708 (select mem_x k_x)))
(let (($x2909 (fp.leq ?x7708 c)))
(let (($x14351 (>= k_x 0)))
(let (($x7992 (and $x14351 (> 1 k_x))))
(not (=> (and $x7992) (and $x7992 (= $x2909 (fp.geq c ?x7708))))))))))
(check-sat)
(pop 1)
(exit)
