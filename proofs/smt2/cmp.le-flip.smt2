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
 (let ((?x3111 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2992 (and (distinct 0 ok_x) true)))
(not (=> (and $x2992) (and $x2992 (= (<= c ?x3111) (>= ?x3111 c))))))))
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
 (let ((?x3111 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2992 (and (distinct 0 ok_x) true)))
(not (=> (and $x2992) (and $x2992 (= (>= ?x3111 c) (<= c ?x3111))))))))
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
 (let (($x12912 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 $x12912)))))))
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
 (let ((?x13257 (select mem_x k_x)))
(let (($x1896 (bvsle c ?x13257)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (bvsge ?x13257 c) $x1896)))))))))
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
 (let (($x8126 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 $x8126)))))))
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
 (let ((?x13257 (select mem_x k_x)))
(let (($x12912 (bvule c ?x13257)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (bvuge ?x13257 c) $x12912)))))))))
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
 (let (($x4087 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 $x4087)))))))
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
 (let ((?x4744 (select mem_x k_x)))
(let (($x2992 (bvsle c ?x4744)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (bvsge ?x4744 c) $x2992)))))))))
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
 (let (($x16115 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 $x16115)))))))
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
 (let ((?x12912 (select mem_x k_x)))
(let (($x8542 (bvsle c ?x12912)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (bvsge ?x12912 c) $x8542)))))))))
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
 (let ((?x2992 (select mem_x k_x)))
(let (($x13694 (fp.leq c ?x2992)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= $x13694 (fp.geq ?x2992 c))))))))))
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
 (let ((?x2992 (select mem_x k_x)))
(let (($x13694 (fp.leq c ?x2992)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (fp.geq ?x2992 c) $x13694)))))))))
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
 (let ((?x8542 (select mem_x k_x)))
(let (($x16766 (fp.leq c ?x8542)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= $x16766 (fp.geq ?x8542 c))))))))))
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
 (let ((?x8542 (select mem_x k_x)))
(let (($x16766 (fp.leq c ?x8542)))
(let (($x2451 (>= k_x 0)))
(let (($x11990 (and $x2451 (> 1 k_x))))
(not (=> (and $x11990) (and $x11990 (= (fp.geq ?x8542 c) $x16766)))))))))
(check-sat)
(pop)
