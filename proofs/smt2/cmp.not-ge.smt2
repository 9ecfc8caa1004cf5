; cmp/not-ge: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x11640 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x297 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x112 (and (distinct ok_y 0) true)))
(let (($x10085 (and (distinct ok_x 0) true)))
(let (($x90 (=> (and $x10085 $x112) (and $x10085 $x112 (= (not (>= ?x297 ?x11640)) (< ?x297 ?x11640))))))
(not $x90)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x11640 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x297 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x112 (and (distinct ok_y 0) true)))
(let (($x10085 (and (distinct ok_x 0) true)))
(let (($x395 (=> (and $x10085 $x112) (and $x10085 $x112 (= (< ?x297 ?x11640) (not (>= ?x297 ?x11640)))))))
(not $x395)))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 8)))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x3805 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x3805)))))))))
(check-sat)
(pop 1)
; case wrap/int8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 8)))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x534 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x534)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 8)))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x1139 (= (not (bvuge (select mem_x k_x) (select mem_y k_y))) (bvult (select mem_x k_x) (select mem_y k_y)))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x1139)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 8)))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x3960 (= (bvult (select mem_x k_x) (select mem_y k_y)) (not (bvuge (select mem_x k_x) (select mem_y k_y))))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x3960)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 32)))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x1901 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x1901)))))))))
(check-sat)
(pop 1)
; case wrap/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 32)))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x3740 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x3740)))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 64)))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x297 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x297)))))))))
(check-sat)
(pop 1)
; case wrap/int64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 64)))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x1950 (<= k_x 2147483647)))
 (let (($x11528 (>= k_x (- 2147483648))))
 (and $x11528 $x1950))))
(assert
 (let (($x3127 (<= k_y 2147483647)))
 (let (($x4350 (>= k_y (- 2147483648))))
 (and $x4350 $x3127))))
(assert
 (let (($x1139 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x6153 (>= k_y 0)))
(let (($x907 (and $x6153 (> 1 k_y))))
(let (($x3516 (>= k_x 0)))
(let (($x1921 (and $x3516 (> 1 k_x))))
(not (=> (and $x1921 $x907) (and $x1921 $x907 $x1139)))))))))
(check-sat)
(pop 1)
(exit)
