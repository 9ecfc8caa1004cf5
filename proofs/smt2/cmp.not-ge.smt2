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
 (let ((?x41 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3230 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3031 (and (distinct ok_y 0) true)))
(let (($x3750 (and (distinct ok_x 0) true)))
(let (($x3974 (=> (and $x3750 $x3031) (and $x3750 $x3031 (= (not (>= ?x3230 ?x41)) (< ?x3230 ?x41))))))
(not $x3974)))))))
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
 (let ((?x41 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3230 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3031 (and (distinct ok_y 0) true)))
(let (($x3750 (and (distinct ok_x 0) true)))
(let (($x3706 (=> (and $x3750 $x3031) (and $x3750 $x3031 (= (< ?x3230 ?x41) (not (>= ?x3230 ?x41)))))))
(not $x3706)))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x19 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x19)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x10 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x10)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x4260 (= (not (bvuge (select mem_x k_x) (select mem_y k_y))) (bvult (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x4260)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3777 (= (bvult (select mem_x k_x) (select mem_y k_y)) (not (bvuge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3777)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3028 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3028)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3182 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3182)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3230 (= (not (bvsge (select mem_x k_x) (select mem_y k_y))) (bvslt (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3230)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x4260 (= (bvslt (select mem_x k_x) (select mem_y k_y)) (not (bvsge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x4260)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3164 (= (not (bvuge (select mem_x k_x) (select mem_y k_y))) (bvult (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3164)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3028 (= (bvult (select mem_x k_x) (select mem_y k_y)) (not (bvuge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3028)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3777 (= (not (bvuge (select mem_x k_x) (select mem_y k_y))) (bvult (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3777)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3230 (= (bvult (select mem_x k_x) (select mem_y k_y)) (not (bvuge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3230)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3036 (= (not (bvuge (select mem_x k_x) (select mem_y k_y))) (bvult (select mem_x k_x) (select mem_y k_y)))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3036)))))))))
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
 (let (($x586 (<= k_x 2147483647)))
 (let (($x3860 (>= k_x (- 2147483648))))
 (and $x3860 $x586))))
(assert
 (let (($x54 (<= k_y 2147483647)))
 (let (($x2186 (>= k_y (- 2147483648))))
 (and $x2186 $x54))))
(assert
 (let (($x3164 (= (bvult (select mem_x k_x) (select mem_y k_y)) (not (bvuge (select mem_x k_x) (select mem_y k_y))))))
(let (($x419 (>= k_y 0)))
(let (($x11 (and $x419 (> 1 k_y))))
(let (($x45 (>= k_x 0)))
(let (($x3262 (and $x45 (> 1 k_x))))
(not (=> (and $x3262 $x11) (and $x3262 $x11 $x3164)))))))))
(check-sat)
(pop 1)
(exit)
