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
 (let ((?x1049 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_x 0) true)))
(not (=> (and $x12) (and $x12 (= (>= c ?x1049) (<= ?x1049 c))))))))
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
 (let ((?x1049 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_x 0) true)))
(not (=> (and $x12) (and $x12 (= (<= ?x1049 c) (>= c ?x1049))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x10971 (select mem_x k_x)))
(let (($x8393 (bvsle ?x10971 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvsge c ?x10971) $x8393)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x18221 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x18221)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x10971 (select mem_x k_x)))
(let (($x1807 (bvule ?x10971 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvuge c ?x10971) $x1807)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x8393 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x8393)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x48 (select mem_x k_x)))
(let (($x2829 (bvsle ?x48 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvsge c ?x48) $x2829)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x8482 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x8482)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x3894 (select mem_x k_x)))
(let (($x8393 (bvsle ?x3894 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvsge c ?x3894) $x8393)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x14975 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x14975)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x12 (select mem_x k_x)))
(let (($x8482 (bvule ?x12 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvuge c ?x12) $x8482)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x1807 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x1807)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x19102 (select mem_x k_x)))
(let (($x14975 (bvule ?x19102 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvuge c ?x19102) $x14975)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x2829 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x2829)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x15989 (select mem_x k_x)))
(let (($x1807 (bvule ?x15989 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (bvuge c ?x15989) $x1807)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let (($x8393 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 $x8393)))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x18069 (select mem_x k_x)))
(let (($x2829 (fp.leq ?x18069 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (fp.geq c ?x18069) $x2829)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x18069 (select mem_x k_x)))
(let (($x2829 (fp.leq ?x18069 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= $x2829 (fp.geq c ?x18069))))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x12975 (select mem_x k_x)))
(let (($x8393 (fp.leq ?x12975 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= (fp.geq c ?x12975) $x8393)))))))))
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
 (let (($x1047 (<= k_x 2147483647)))
 (let (($x14767 (>= k_x (- 2147483648))))
 (and $x14767 $x1047))))
(assert
 (let ((?x12975 (select mem_x k_x)))
(let (($x8393 (fp.leq ?x12975 c)))
(let (($x12608 (>= k_x 0)))
(let (($x12695 (and $x12608 (> 1 k_x))))
(not (=> (and $x12695) (and $x12695 (= $x8393 (fp.geq c ?x12975))))))))))
(check-sat)
(pop 1)
(exit)
