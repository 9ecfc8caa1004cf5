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
 (let ((?x1933 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5974 (and (distinct 0 ok_x) true)))
(not (=> (and $x5974) (and $x5974 (= (= c ?x1933) (= ?x1933 c))))))))
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
 (let ((?x1933 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5974 (and (distinct 0 ok_x) true)))
(not (=> (and $x5974) (and $x5974 (= (= ?x1933 c) (= c ?x1933))))))))
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
 (let (($x48 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x48)))))))
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
 (let (($x293 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x293)))))))
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
 (let (($x3636 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x3636)))))))
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
 (let (($x3942 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x3942)))))))
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
 (let (($x18 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x18)))))))
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
 (let (($x3831 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x3831)))))))
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
 (let (($x4247 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x4247)))))))
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
 (let (($x3615 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x3615)))))))
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
 (let (($x5673 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x5673)))))))
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
 (let (($x1933 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x1933)))))))
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
 (let (($x5673 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x5673)))))))
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
 (let (($x5974 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x305 (>= k_x 0)))
(let (($x3214 (and $x305 (> 1 k_x))))
(not (=> (and $x3214) (and $x3214 $x5974)))))))
(check-sat)
(pop)
