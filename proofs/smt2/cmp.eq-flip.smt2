; cmp/eq-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x17004 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2780 (and (distinct ok_x 0) true)))
(not (=> (and $x2780) (and $x2780 (= (= c ?x17004) (= ?x17004 c))))))))
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
 (let ((?x17004 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2780 (and (distinct ok_x 0) true)))
(not (=> (and $x2780) (and $x2780 (= (= ?x17004 c) (= c ?x17004))))))))
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
 (let (($x15082 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x10075 (>= k_x 0)))
(let (($x12495 (and $x10075 (> 1 k_x))))
(not (=> (and $x12495) (and $x12495 $x15082)))))))
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
 (let (($x14351 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x10075 (>= k_x 0)))
(let (($x12495 (and $x10075 (> 1 k_x))))
(not (=> (and $x12495) (and $x12495 $x14351)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x10699 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x11692 (>= k_x 0)))
(let (($x7708 (and $x11692 (> 1 k_x))))
(not (=> (and $x7708) (and $x7708 $x10699)))))))
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
 (let (($x771 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x11692 (>= k_x 0)))
(let (($x7708 (and $x11692 (> 1 k_x))))
(not (=> (and $x7708) (and $x7708 $x771)))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x18286 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x17004 (>= k_x 0)))
(let (($x632 (and $x17004 (> 1 k_x))))
(not (=> (and $x632) (and $x632 $x18286)))))))
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
 (let (($x779 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x17004 (>= k_x 0)))
(let (($x632 (and $x17004 (> 1 k_x))))
(not (=> (and $x632) (and $x632 $x779)))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x10085 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x1157 (>= k_x 0)))
(let (($x5401 (and $x1157 (> 1 k_x))))
(not (=> (and $x5401) (and $x5401 $x10085)))))))
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
 (let (($x2780 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x1157 (>= k_x 0)))
(let (($x5401 (and $x1157 (> 1 k_x))))
(not (=> (and $x5401) (and $x5401 $x2780)))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x12495 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x14900 (>= k_x 0)))
(let (($x509 (and $x14900 (> 1 k_x))))
(not (=> (and $x509) (and $x509 $x12495)))))))
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
 (let (($x5554 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x14900 (>= k_x 0)))
(let (($x509 (and $x14900 (> 1 k_x))))
(not (=> (and $x509) (and $x509 $x5554)))))))
(check-sat)
(pop 1)
; case ieee/float32 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float32 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
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
 (let (($x7708 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x5565 (>= k_x 0)))
(let (($x14351 (and $x5565 (> 1 k_x))))
(not (=> (and $x14351) (and $x14351 $x7708)))))))
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
 (let (($x7439 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x5565 (>= k_x 0)))
(let (($x14351 (and $x5565 (> 1 k_x))))
(not (=> (and $x14351) (and $x14351 $x7439)))))))
(check-sat)
(pop 1)
; case ieee/float64 lhs<=rhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
; case ieee/float64 rhs<=lhs x=undef
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= true true)))))
(check-sat)
(pop 1)
(exit)
