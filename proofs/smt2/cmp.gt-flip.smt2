; cmp/gt-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x10334 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1896 (and (distinct 0 ok_x) true)))
(not (=> (and $x1896) (and $x1896 (= (> c ?x10334) (< ?x10334 c))))))))
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
 (let ((?x10334 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1896 (and (distinct 0 ok_x) true)))
(not (=> (and $x1896) (and $x1896 (= (< ?x10334 c) (> c ?x10334))))))))
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
 (let (($x4087 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x4087)))))))
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
 (let (($x334 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x334)))))))
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
 (let (($x3065 (= (bvugt c (select mem_x k_x)) (bvult (select mem_x k_x) c))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x3065)))))))
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
 (let (($x5816 (= (bvult (select mem_x k_x) c) (bvugt c (select mem_x k_x)))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x5816)))))))
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
 (let (($x26 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x26)))))))
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
 (let (($x2451 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x2451)))))))
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
 (let (($x38 (= (bvsgt c (select mem_x k_x)) (bvslt (select mem_x k_x) c))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x38)))))))
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
 (let (($x13694 (= (bvslt (select mem_x k_x) c) (bvsgt c (select mem_x k_x)))))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 $x13694)))))))
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
 (let ((?x3111 (select mem_x k_x)))
(let (($x15417 (fp.lt ?x3111 c)))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 (= (fp.gt c ?x3111) $x15417)))))))))
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
 (let ((?x3111 (select mem_x k_x)))
(let (($x15417 (fp.lt ?x3111 c)))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 (= $x15417 (fp.gt c ?x3111))))))))))
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
 (let ((?x4087 (select mem_x k_x)))
(let (($x13694 (fp.lt ?x4087 c)))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 (= (fp.gt c ?x4087) $x13694)))))))))
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
 (let ((?x4087 (select mem_x k_x)))
(let (($x13694 (fp.lt ?x4087 c)))
(let (($x9132 (>= k_x 0)))
(let (($x5086 (and $x9132 (> 1 k_x))))
(not (=> (and $x5086) (and $x5086 (= $x13694 (fp.gt c ?x4087))))))))))
(check-sat)
(pop)
