; cmp/ne-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3233 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4081 (and (distinct 0 ok_x) true)))
(let (($x1912 (=> (and $x4081) (and $x4081 (= (and (distinct c ?x3233) true) (and (distinct ?x3233 c) true))))))
(not $x1912)))))
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
 (let ((?x3233 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4081 (and (distinct 0 ok_x) true)))
(let (($x2911 (=> (and $x4081) (and $x4081 (= (and (distinct ?x3233 c) true) (and (distinct c ?x3233) true))))))
(not $x2911)))))
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
 (let (($x1475 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x1475)))))))
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
 (let (($x1754 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x1754)))))))
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
 (let (($x3332 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x3332)))))))
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
 (let (($x750 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x750)))))))
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
 (let (($x915 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x915)))))))
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
 (let (($x660 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x660)))))))
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
 (let (($x680 (= (and (distinct c (select mem_x k_x)) true) (and (distinct (select mem_x k_x) c) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x680)))))))
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
 (let (($x4081 (= (and (distinct (select mem_x k_x) c) true) (and (distinct c (select mem_x k_x)) true))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x4081)))))))
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
 (let (($x680 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x680)))))))
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
 (let (($x3445 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x3445)))))))
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
 (let (($x5673 (= (not (fp.eq c (select mem_x k_x))) (not (fp.eq (select mem_x k_x) c)))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x5673)))))))
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
 (let (($x4024 (= (not (fp.eq (select mem_x k_x) c)) (not (fp.eq c (select mem_x k_x))))))
(let (($x53 (>= k_x 0)))
(let (($x2902 (and $x53 (> 1 k_x))))
(not (=> (and $x2902) (and $x2902 $x4024)))))))
(check-sat)
(pop)
