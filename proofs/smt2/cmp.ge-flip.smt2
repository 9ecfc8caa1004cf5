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
 (let ((?x3662 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3636 (and (distinct 0 ok_x) true)))
(not (=> (and $x3636) (and $x3636 (= (>= c ?x3662) (<= ?x3662 c))))))))
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
 (let ((?x3662 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3636 (and (distinct 0 ok_x) true)))
(not (=> (and $x3636) (and $x3636 (= (<= ?x3662 c) (>= c ?x3662))))))))
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
 (let ((?x129 (select mem_x k_x)))
(let (($x5913 (bvsle ?x129 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (bvsge c ?x129) $x5913)))))))))
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
 (let (($x3401 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 $x3401)))))))
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
 (let ((?x129 (select mem_x k_x)))
(let (($x2002 (bvule ?x129 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (bvuge c ?x129) $x2002)))))))))
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
 (let (($x5913 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 $x5913)))))))
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
 (let ((?x3615 (select mem_x k_x)))
(let (($x514 (bvsle ?x3615 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (bvsge c ?x3615) $x514)))))))))
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
 (let (($x1952 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 $x1952)))))))
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
 (let ((?x660 (select mem_x k_x)))
(let (($x5913 (bvsle ?x660 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (bvsge c ?x660) $x5913)))))))))
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
 (let (($x3401 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 $x3401)))))))
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
 (let ((?x3636 (select mem_x k_x)))
(let (($x1952 (fp.leq ?x3636 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (fp.geq c ?x3636) $x1952)))))))))
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
 (let ((?x3636 (select mem_x k_x)))
(let (($x1952 (fp.leq ?x3636 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= $x1952 (fp.geq c ?x3636))))))))))
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
 (let ((?x305 (select mem_x k_x)))
(let (($x3401 (fp.leq ?x305 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= (fp.geq c ?x305) $x3401)))))))))
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
 (let ((?x305 (select mem_x k_x)))
(let (($x3401 (fp.leq ?x305 c)))
(let (($x2747 (>= k_x 0)))
(let (($x3947 (and $x2747 (> 1 k_x))))
(not (=> (and $x3947) (and $x3947 (= $x3401 (fp.geq c ?x305))))))))))
(check-sat)
(pop)
