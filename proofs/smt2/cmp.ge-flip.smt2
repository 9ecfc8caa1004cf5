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
 (let ((?x1067 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16864 (and (distinct ok_x 0) true)))
(not (=> (and $x16864) (and $x16864 (= (>= c ?x1067) (<= ?x1067 c))))))))
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
 (let ((?x1067 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16864 (and (distinct ok_x 0) true)))
(not (=> (and $x16864) (and $x16864 (= (<= ?x1067 c) (>= c ?x1067))))))))
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
 (let ((?x18390 (select mem_x k_x)))
(let (($x15303 (bvsle ?x18390 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (bvsge c ?x18390) $x15303)))))))))
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
 (let (($x384 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 $x384)))))))
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
 (let ((?x18390 (select mem_x k_x)))
(let (($x9346 (bvule ?x18390 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (bvuge c ?x18390) $x9346)))))))))
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
 (let (($x15303 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 $x15303)))))))
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
 (let ((?x13880 (select mem_x k_x)))
(let (($x18310 (bvsle ?x13880 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (bvsge c ?x13880) $x18310)))))))))
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
 (let (($x776 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 $x776)))))))
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
 (let ((?x18317 (select mem_x k_x)))
(let (($x15303 (bvsle ?x18317 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (bvsge c ?x18317) $x15303)))))))))
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
 (let (($x384 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 $x384)))))))
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
 (let ((?x16864 (select mem_x k_x)))
(let (($x776 (fp.leq ?x16864 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (fp.geq c ?x16864) $x776)))))))))
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
 (let ((?x16864 (select mem_x k_x)))
(let (($x776 (fp.leq ?x16864 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= $x776 (fp.geq c ?x16864))))))))))
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
 (let ((?x18377 (select mem_x k_x)))
(let (($x384 (fp.leq ?x18377 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= (fp.geq c ?x18377) $x384)))))))))
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
 (let ((?x18377 (select mem_x k_x)))
(let (($x384 (fp.leq ?x18377 c)))
(let (($x3815 (>= k_x 0)))
(let (($x180 (and $x3815 (> 1 k_x))))
(not (=> (and $x180) (and $x180 (= $x384 (fp.geq c ?x18377))))))))))
(check-sat)
(pop 1)
(exit)
