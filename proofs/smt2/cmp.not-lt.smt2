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
 (let ((?x2066 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3071 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2375 (and (distinct ok_y 0) true)))
(let (($x3639 (and (distinct ok_x 0) true)))
(let (($x951 (=> (and $x3639 $x2375) (and $x3639 $x2375 (= (not (< ?x3071 ?x2066)) (>= ?x3071 ?x2066))))))
(not $x951)))))))
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
 (let ((?x2066 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3071 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2375 (and (distinct ok_y 0) true)))
(let (($x3639 (and (distinct ok_x 0) true)))
(let (($x10371 (=> (and $x3639 $x2375) (and $x3639 $x2375 (= (>= ?x3071 ?x2066) (not (< ?x3071 ?x2066)))))))
(not $x10371)))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x13139 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x13139)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x3184 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x3184)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x112 (= (not (bvult (select mem_x k_x) (select mem_y k_y))) (bvuge (select mem_x k_x) (select mem_y k_y)))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x112)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x13130 (= (bvuge (select mem_x k_x) (select mem_y k_y)) (not (bvult (select mem_x k_x) (select mem_y k_y))))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x13130)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x10371 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x10371)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x3127 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x3127)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x1791 (= (not (bvslt (select mem_x k_x) (select mem_y k_y))) (bvsge (select mem_x k_x) (select mem_y k_y)))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x1791)))))))))
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
 (let (($x5251 (<= k_x 2147483647)))
 (let (($x2625 (>= k_x (- 2147483648))))
 (and $x2625 $x5251))))
(assert
 (let (($x4350 (<= k_y 2147483647)))
 (let (($x443 (>= k_y (- 2147483648))))
 (and $x443 $x4350))))
(assert
 (let (($x112 (= (bvsge (select mem_x k_x) (select mem_y k_y)) (not (bvslt (select mem_x k_x) (select mem_y k_y))))))
(let (($x678 (>= k_y 0)))
(let (($x1921 (and $x678 (> 1 k_y))))
(let (($x1901 (>= k_x 0)))
(let (($x1950 (and $x1901 (> 1 k_x))))
(not (=> (and $x1950 $x1921) (and $x1950 $x1921 $x112)))))))))
(check-sat)
(pop 1)
(exit)
