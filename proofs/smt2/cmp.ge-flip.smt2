; cmp/ge-flip: refinement both ways; every check-sat must answer unsat
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
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12968 (and (distinct 0 ok_x) true)))
(not (=> (and $x12968) (and $x12968 (= (>= c ?x32) (<= ?x32 c))))))))
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
 (let ((?x32 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12968 (and (distinct 0 ok_x) true)))
(not (=> (and $x12968) (and $x12968 (= (<= ?x32 c) (>= c ?x32))))))))
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
 (let ((?x15575 (select mem_x k_x)))
(let (($x16253 (bvsle ?x15575 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (bvsge c ?x15575) $x16253)))))))))
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
 (let (($x2196 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x2196)))))))
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
 (let ((?x15575 (select mem_x k_x)))
(let (($x14260 (bvule ?x15575 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (bvuge c ?x15575) $x14260)))))))))
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
 (let (($x16253 (= (bvule (select mem_x k_x) c) (bvuge c (select mem_x k_x)))))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x16253)))))))
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
 (let ((?x3421 (select mem_x k_x)))
(let (($x14598 (bvsle ?x3421 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (bvsge c ?x3421) $x14598)))))))))
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
 (let (($x3174 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x3174)))))))
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
 (let ((?x14980 (select mem_x k_x)))
(let (($x16253 (bvsle ?x14980 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (bvsge c ?x14980) $x16253)))))))))
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
 (let (($x2196 (= (bvsle (select mem_x k_x) c) (bvsge c (select mem_x k_x)))))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 $x2196)))))))
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
 (let ((?x12968 (select mem_x k_x)))
(let (($x3174 (fp.leq ?x12968 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (fp.geq c ?x12968) $x3174)))))))))
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
 (let ((?x12968 (select mem_x k_x)))
(let (($x3174 (fp.leq ?x12968 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= $x3174 (fp.geq c ?x12968))))))))))
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
 (let ((?x7783 (select mem_x k_x)))
(let (($x2196 (fp.leq ?x7783 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= (fp.geq c ?x7783) $x2196)))))))))
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
 (let ((?x7783 (select mem_x k_x)))
(let (($x2196 (fp.leq ?x7783 c)))
(let (($x3476 (>= k_x 0)))
(let (($x3244 (and $x3476 (> 1 k_x))))
(not (=> (and $x3244) (and $x3244 (= $x2196 (fp.geq c ?x7783))))))))))
(check-sat)
(pop)
