; arith/add-const-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_ABVNIA)
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
 (let ((?x45 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= (+ c ?x45) (+ ?x45 c))))))))
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
 (let ((?x45 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8 (and (distinct ok_x 0) true)))
(not (=> (and $x8) (and $x8 (= (+ ?x45 c) (+ c ?x45))))))))
(check-sat)
(pop 1)
; case wrap/int8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let (($x1396 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(not (=> (and $x33) (and $x33 $x1396)))))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let ((?x779 (select mem_x k_x)))
(let ((?x64 (bvadd c ?x779)))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(not (=> (and $x33) (and $x33 (= (bvadd ?x779 c) ?x64)))))))))
(check-sat)
(pop 1)
; case wrap/uint8 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 8))
(declare-fun mem_x () (Array Int (_ BitVec 8)))
(assert
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let (($x1396 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(not (=> (and $x33) (and $x33 $x1396)))))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let ((?x779 (select mem_x k_x)))
(let ((?x64 (bvadd c ?x779)))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(not (=> (and $x33) (and $x33 (= (bvadd ?x779 c) ?x64)))))))))
(check-sat)
(pop 1)
; case wrap/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let ((?x17 (select mem_x k_x)))
(let ((?x40 (bvadd ?x17 c)))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(let (($x38 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) ?x17) ((_ sign_extend 1) c))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) ?x17) ((_ sign_extend 1) c))))))
(let (($x41 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x17))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x17))))))
(not (=> (and $x41 $x33) (and $x38 $x33 (= (bvadd c ?x17) ?x40)))))))))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let (($x20 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(let ((?x17 (select mem_x k_x)))
(let ((?x39 ((_ sign_extend 1) ?x17)))
(let ((?x34 ((_ sign_extend 1) c)))
(let ((?x79 (bvadd ?x34 ?x39)))
(let (($x41 (and (bvsle (_ bv6442450944 33) ?x79) (bvsge (_ bv2147483647 33) ?x79))))
(let (($x38 (and (bvsle (_ bv6442450944 33) (bvadd ?x39 ?x34)) (bvsge (_ bv2147483647 33) (bvadd ?x39 ?x34)))))
(not (=> (and $x38 $x33) (and $x41 $x33 $x20)))))))))))))
(check-sat)
(pop 1)
; case wrap/int64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let (($x6 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(let ((?x16 ((_ sign_extend 1) c)))
(let ((?x1206 (select mem_x k_x)))
(let ((?x426 ((_ sign_extend 1) ?x1206)))
(let ((?x13 (bvadd ?x426 ?x16)))
(let (($x753 (and (bvsle (_ bv27670116110564327424 65) ?x13) (bvsge (_ bv9223372036854775807 65) ?x13))))
(let (($x4060 (and (bvsle (_ bv27670116110564327424 65) (bvadd ?x16 ?x426)) (bvsge (_ bv9223372036854775807 65) (bvadd ?x16 ?x426)))))
(not (=> (and $x4060 $x33) (and $x753 $x33 $x6)))))))))))))
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
 (let (($x12 (<= k_x 2147483647)))
 (let (($x52 (>= k_x (- 2147483648))))
 (and $x52 $x12))))
(assert
 (let ((?x1206 (select mem_x k_x)))
(let ((?x37 (bvadd c ?x1206)))
(let (($x11 (>= k_x 0)))
(let (($x33 (and $x11 (> 1 k_x))))
(let (($x4060 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x1206))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x1206))))))
(let (($x753 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) ?x1206) ((_ sign_extend 1) c))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) ?x1206) ((_ sign_extend 1) c))))))
(not (=> (and $x753 $x33) (and $x4060 $x33 (= (bvadd ?x1206 c) ?x37)))))))))))
(check-sat)
(pop 1)
(exit)
