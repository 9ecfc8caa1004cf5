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
 (let ((?x10353 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x253 (and (distinct 0 ok_x) true)))
(not (=> (and $x253) (and $x253 (= (< c ?x10353) (> ?x10353 c))))))))
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
 (let ((?x10353 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x253 (and (distinct 0 ok_x) true)))
(not (=> (and $x253) (and $x253 (= (> ?x10353 c) (< c ?x10353))))))))
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
 (let (($x366 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x366)))))))
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
 (let (($x10362 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x10362)))))))
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
 (let (($x12480 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x12480)))))))
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
 (let (($x11032 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x11032)))))))
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
 (let (($x4480 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x4480)))))))
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
 (let (($x2345 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x2345)))))))
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
 (let (($x3732 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x3732)))))))
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
 (let (($x10186 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 $x10186)))))))
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
 (let ((?x12480 (select mem_x k_x)))
(let (($x29 (fp.lt c ?x12480)))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 (= $x29 (fp.gt ?x12480 c))))))))))
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
 (let ((?x12480 (select mem_x k_x)))
(let (($x29 (fp.lt c ?x12480)))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 (= (fp.gt ?x12480 c) $x29)))))))))
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
 (let ((?x366 (select mem_x k_x)))
(let (($x48 (fp.lt c ?x366)))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 (= $x48 (fp.gt ?x366 c))))))))))
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
 (let ((?x366 (select mem_x k_x)))
(let (($x48 (fp.lt c ?x366)))
(let (($x3245 (>= k_x 0)))
(let (($x5232 (and $x3245 (> 1 k_x))))
(not (=> (and $x5232) (and $x5232 (= (fp.gt ?x366 c) $x48)))))))))
(check-sat)
(pop)
