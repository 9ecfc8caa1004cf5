; cmp/eq-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x37 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2361 (and (distinct 0 ok_x) true)))
(not (=> (and $x2361) (and $x2361 (= (= c ?x37) (= ?x37 c))))))))
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
 (let ((?x37 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2361 (and (distinct 0 ok_x) true)))
(not (=> (and $x2361) (and $x2361 (= (= ?x37 c) (= c ?x37))))))))
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
 (let (($x6759 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x10353 (>= k_x 0)))
(let (($x5565 (and $x10353 (> 1 k_x))))
(not (=> (and $x5565) (and $x5565 $x6759)))))))
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
 (let (($x4659 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x10353 (>= k_x 0)))
(let (($x5565 (and $x10353 (> 1 k_x))))
(not (=> (and $x5565) (and $x5565 $x4659)))))))
(check-sat)
(pop)
; case wrap/int8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case wrap/int8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
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
 (let (($x15384 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x779 (>= k_x 0)))
(let (($x2345 (and $x779 (> 1 k_x))))
(not (=> (and $x2345) (and $x2345 $x15384)))))))
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
 (let (($x2470 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x779 (>= k_x 0)))
(let (($x2345 (and $x779 (> 1 k_x))))
(not (=> (and $x2345) (and $x2345 $x2470)))))))
(check-sat)
(pop)
; case wrap/uint8 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case wrap/uint8 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
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
 (let (($x10186 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x37 (>= k_x 0)))
(let (($x12505 (and $x37 (> 1 k_x))))
(not (=> (and $x12505) (and $x12505 $x10186)))))))
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
 (let (($x3060 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x37 (>= k_x 0)))
(let (($x12505 (and $x37 (> 1 k_x))))
(not (=> (and $x12505) (and $x12505 $x3060)))))))
(check-sat)
(pop)
; case wrap/int32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case wrap/int32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
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
 (let (($x7708 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x97 (>= k_x 0)))
(let (($x3802 (and $x97 (> 1 k_x))))
(not (=> (and $x3802) (and $x3802 $x7708)))))))
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
 (let (($x2361 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x97 (>= k_x 0)))
(let (($x3802 (and $x97 (> 1 k_x))))
(not (=> (and $x3802) (and $x3802 $x2361)))))))
(check-sat)
(pop)
; case wrap/int64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case wrap/int64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
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
 (let (($x5565 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x1029 (>= k_x 0)))
(let (($x8196 (and $x1029 (> 1 k_x))))
(not (=> (and $x8196) (and $x8196 $x5565)))))))
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
 (let (($x8201 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x1029 (>= k_x 0)))
(let (($x8196 (and $x1029 (> 1 k_x))))
(not (=> (and $x8196) (and $x8196 $x8201)))))))
(check-sat)
(pop)
; case ieee/float32 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case ieee/float32 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
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
 (let (($x2345 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x11032 (>= k_x 0)))
(let (($x4659 (and $x11032 (> 1 k_x))))
(not (=> (and $x4659) (and $x4659 $x2345)))))))
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
 (let (($x3479 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x11032 (>= k_x 0)))
(let (($x4659 (and $x11032 (> 1 k_x))))
(not (=> (and $x4659) (and $x4659 $x3479)))))))
(check-sat)
(pop)
; case ieee/float64 lhs<=rhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
; case ieee/float64 rhs<=lhs x=undef
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= true true)))))
(check-sat)
(pop)
