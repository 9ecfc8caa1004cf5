; cmp/not-lt: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3729 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3218 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2186 (and (distinct ok_y 0) true)))
(let (($x3183 (and (distinct ok_x 0) true)))
(let (($x3860 (=> (and $x3183 $x2186) (and $x3183 $x2186 (= (not (< ?x3218 ?x3729)) (>= ?x3218 ?x3729))))))
(not $x3860)))))))
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
 (let ((?x3729 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3218 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2186 (and (distinct ok_y 0) true)))
(let (($x3183 (and (distinct ok_x 0) true)))
(let (($x3360 (=> (and $x3183 $x2186) (and $x3183 $x2186 (= (>= ?x3218 ?x3729) (not (< ?x3218 ?x3729)))))))
(not $x3360)))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3984 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3984)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3763 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3763)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x4101 (= (not (bvult (select mem_x k_x) (select mem_y k_y))) (bvuge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x4101)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x4469 (= (bvuge (select mem_x k_x) (select mem_y k_y)) (not (bvult (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x4469)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3360 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3360)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x11 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x11)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3262 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3262)))))))))
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
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x4101 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x4101)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 16)))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x2213 (= (not (bvult (select mem_x k_x) (select mem_y k_y))) (bvuge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x2213)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 16)))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3360 (= (bvuge (select mem_x k_x) (select mem_y k_y)) (not (bvult (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3360)))))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 32)))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x4469 (= (not (bvult (select mem_x k_x) (select mem_y k_y))) (bvuge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x4469)))))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 32)))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x3262 (= (bvuge (select mem_x k_x) (select mem_y k_y)) (not (bvult (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x3262)))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 64)))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x12 (= (not (bvult (select mem_x k_x) (select mem_y k_y))) (bvuge (select mem_x k_x) (select mem_y k_y)))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x12)))))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun k_y () Int)
(declare-fun mem_y () (Array Int (_ BitVec 64)))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x201 (<= k_x 2147483647)))
 (let (($x833 (>= k_x (- 2147483648))))
 (and $x833 $x201))))
(assert
 (let (($x4224 (<= k_y 2147483647)))
 (let (($x54 (>= k_y (- 2147483648))))
 (and $x54 $x4224))))
(assert
 (let (($x2213 (= (bvuge (select mem_x k_x) (select mem_y k_y)) (not (bvult (select mem_x k_x) (select mem_y k_y))))))
(let (($x41 (>= k_y 0)))
(let (($x112 (and $x41 (> 1 k_y))))
(let (($x391 (>= k_x 0)))
(let (($x3746 (and $x391 (> 1 k_x))))
(not (=> (and $x3746 $x112) (and $x3746 $x112 $x2213)))))))))
(check-sat)
(pop 1)
(exit)
