; cmp/lt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2747 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3214 (and (distinct 0 ok_x) true)))
(not (=> (and $x3214) (and $x3214 (= (< c ?x2747) (> ?x2747 c))))))))
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
 (let ((?x2747 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3214 (and (distinct 0 ok_x) true)))
(not (=> (and $x3214) (and $x3214 (= (> ?x2747 c) (< c ?x2747))))))))
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
 (let (($x665 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x665)))))))
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
 (let (($x3947 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x3947)))))))
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
 (let (($x1016 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x1016)))))))
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
 (let (($x2002 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x2002)))))))
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
 (let (($x5974 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x5974)))))))
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
 (let (($x3332 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x3332)))))))
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
 (let (($x1766 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x1766)))))))
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
 (let (($x3458 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 $x3458)))))))
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
 (let ((?x1016 (select mem_x k_x)))
(let (($x4247 (fp.lt c ?x1016)))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 (= $x4247 (fp.gt ?x1016 c))))))))))
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
 (let ((?x1016 (select mem_x k_x)))
(let (($x4247 (fp.lt c ?x1016)))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 (= (fp.gt ?x1016 c) $x4247)))))))))
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
 (let ((?x665 (select mem_x k_x)))
(let (($x91 (fp.lt c ?x665)))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 (= $x91 (fp.gt ?x665 c))))))))))
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
 (let ((?x665 (select mem_x k_x)))
(let (($x91 (fp.lt c ?x665)))
(let (($x70 (>= k_x 0)))
(let (($x189 (and $x70 (> 1 k_x))))
(not (=> (and $x189) (and $x189 (= (fp.gt ?x665 c) $x91)))))))))
(check-sat)
(pop)
