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
 (let ((?x26 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5816 (and (distinct 0 ok_x) true)))
(not (=> (and $x5816) (and $x5816 (= (< c ?x26) (> ?x26 c))))))))
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
 (let ((?x26 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5816 (and (distinct 0 ok_x) true)))
(not (=> (and $x5816) (and $x5816 (= (> ?x26 c) (< c ?x26))))))))
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
 (let (($x2451 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x2451)))))))
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
 (let (($x29 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x29)))))))
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
 (let (($x334 (= (bvult c (select mem_x k_x)) (bvugt (select mem_x k_x) c))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x334)))))))
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
 (let (($x7036 (= (bvugt (select mem_x k_x) c) (bvult c (select mem_x k_x)))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x7036)))))))
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
 (let (($x11990 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x11990)))))))
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
 (let (($x16771 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x16771)))))))
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
 (let (($x6999 (= (bvslt c (select mem_x k_x)) (bvsgt (select mem_x k_x) c))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x6999)))))))
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
 (let (($x795 (= (bvsgt (select mem_x k_x) c) (bvslt c (select mem_x k_x)))))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 $x795)))))))
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
 (let ((?x334 (select mem_x k_x)))
(let (($x4744 (fp.lt c ?x334)))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 (= $x4744 (fp.gt ?x334 c))))))))))
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
 (let ((?x334 (select mem_x k_x)))
(let (($x4744 (fp.lt c ?x334)))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 (= (fp.gt ?x334 c) $x4744)))))))))
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
 (let ((?x2451 (select mem_x k_x)))
(let (($x8542 (fp.lt c ?x2451)))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 (= $x8542 (fp.gt ?x2451 c))))))))))
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
 (let ((?x2451 (select mem_x k_x)))
(let (($x8542 (fp.lt c ?x2451)))
(let (($x13257 (>= k_x 0)))
(let (($x581 (and $x13257 (> 1 k_x))))
(not (=> (and $x581) (and $x581 (= (fp.gt ?x2451 c) $x8542)))))))))
(check-sat)
(pop)
