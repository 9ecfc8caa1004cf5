; cmp/le-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x48 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x49 (and (distinct ok_x 0) true)))
(not (=> (and $x49) (and $x49 (= (<= c ?x48) (>= ?x48 c))))))))
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
 (let ((?x48 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x49 (and (distinct ok_x 0) true)))
(not (=> (and $x49) (and $x49 (= (>= ?x48 c) (<= c ?x48))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x18221 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x18221)))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x1156 (select mem_x k_x)))
(let (($x7226 (bvsle c ?x1156)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvsge ?x1156 c) $x7226)))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x10971 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x10971)))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x1156 (select mem_x k_x)))
(let (($x18221 (bvule c ?x1156)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvuge ?x1156 c) $x18221)))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x12608 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x12608)))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x2829 (select mem_x k_x)))
(let (($x49 (bvsle c ?x2829)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvsge ?x2829 c) $x49)))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x7955 (= (bvsle c (select mem_x k_x)) (bvsge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x7955)))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x18221 (select mem_x k_x)))
(let (($x12805 (bvsle c ?x18221)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvsge ?x18221 c) $x12805)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 16))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x10971 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x10971)))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(declare-fun c () (_ BitVec 16))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x49 (select mem_x k_x)))
(let (($x12606 (bvule c ?x49)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvuge ?x49 c) $x12606)))))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x12608 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x12608)))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x12805 (select mem_x k_x)))
(let (($x15989 (bvule c ?x12805)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvuge ?x12805 c) $x15989)))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let (($x7955 (= (bvule c (select mem_x k_x)) (bvuge (select mem_x k_x) c))))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 $x7955)))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x12606 (select mem_x k_x)))
(let (($x12598 (bvule c ?x12606)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (bvuge ?x12606 c) $x12598)))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x15989 (select mem_x k_x)))
(let (($x2354 (fp.leq c ?x15989)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= $x2354 (fp.geq ?x15989 c))))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x15989 (select mem_x k_x)))
(let (($x2354 (fp.leq c ?x15989)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (fp.geq ?x15989 c) $x2354)))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x12598 (select mem_x k_x)))
(let (($x2184 (fp.leq c ?x12598)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= $x2184 (fp.geq ?x12598 c))))))))))
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
 (let (($x5617 (<= k_x 2147483647)))
 (let (($x12 (>= k_x (- 2147483648))))
 (and $x12 $x5617))))
(assert
 (let ((?x12598 (select mem_x k_x)))
(let (($x2184 (fp.leq c ?x12598)))
(let (($x9996 (>= k_x 0)))
(let (($x12864 (and $x9996 (> 1 k_x))))
(not (=> (and $x12864) (and $x12864 (= (fp.geq ?x12598 c) $x2184)))))))))
(check-sat)
(pop 1)
(exit)
