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
 (let ((?x7448 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4016 (and (distinct ok_x 0) true)))
(not (=> (and $x4016) (and $x4016 (= (>= c ?x7448) (<= ?x7448 c))))))))
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
 (let ((?x7448 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4016 (and (distinct ok_x 0) true)))
(not (=> (and $x4016) (and $x4016 (= (<= ?x7448 c) (>= c ?x7448))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x12528 (select mem_x k_x)))
(let (($x12605 (bvsle ?x12528 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (bvsge c ?x12528) $x12605)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let (($x3014 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x3014)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x12528 (select mem_x k_x)))
(let (($x5128 (bvule ?x12528 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (bvuge c ?x12528) $x5128)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let (($x12605 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x12605)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x11502 (select mem_x k_x)))
(let (($x11158 (bvsle ?x11502 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (bvsge c ?x11502) $x11158)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let (($x5304 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x5304)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x2855 (select mem_x k_x)))
(let (($x12605 (bvsle ?x2855 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (bvsge c ?x2855) $x12605)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let (($x12900 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 $x12900)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 8 24))
(declare-fun mem_x () (Array Int (_ FloatingPoint 8 24)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x4016 (select mem_x k_x)))
(let (($x5304 (fp.leq ?x4016 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (fp.geq c ?x4016) $x5304)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x4016 (select mem_x k_x)))
(let (($x5304 (fp.leq ?x4016 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= $x5304 (fp.geq c ?x4016))))))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ FloatingPoint 11 53))
(declare-fun mem_x () (Array Int (_ FloatingPoint 11 53)))
(assert
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x784 (select mem_x k_x)))
(let (($x12900 (fp.leq ?x784 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= (fp.geq c ?x784) $x12900)))))))))
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
 (let (($x11680 (<= k_x 2147483647)))
 (let (($x11753 (>= k_x (- 2147483648))))
 (and $x11753 $x11680))))
(assert
 (let ((?x784 (select mem_x k_x)))
(let (($x12900 (fp.leq ?x784 c)))
(let (($x3729 (>= k_x 0)))
(let (($x1466 (and $x3729 (> 1 k_x))))
(not (=> (and $x1466) (and $x1466 (= $x12900 (fp.geq c ?x784))))))))))
(check-sat)
(pop 1)
(exit)
