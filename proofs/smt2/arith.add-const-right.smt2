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
 (let ((?x36 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x50 (and (distinct ok_x 0) true)))
(not (=> (and $x50) (and $x50 (= (+ c ?x36) (+ ?x36 c))))))))
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
 (let ((?x36 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x50 (and (distinct ok_x 0) true)))
(not (=> (and $x50) (and $x50 (= (+ ?x36 c) (+ c ?x36))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x10 (select mem_x k_x)))
(let ((?x14 (bvadd ?x10 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 (= (bvadd c ?x10) ?x14)))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let (($x37 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 $x37)))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x10 (select mem_x k_x)))
(let ((?x14 (bvadd ?x10 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 (= (bvadd c ?x10) ?x14)))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let (($x37 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 $x37)))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x46 (select mem_x k_x)))
(let ((?x53 (bvadd ?x46 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x26 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) ?x46) ((_ sign_extend 1) c))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) ?x46) ((_ sign_extend 1) c))))))
(let (($x45 (and (bvsle (_ bv6442450944 33) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x46))) (bvsge (_ bv2147483647 33) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x46))))))
(not (=> (and $x45 $x13) (and $x26 $x13 (= (bvadd c ?x46) ?x53)))))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let (($x25 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let ((?x46 (select mem_x k_x)))
(let ((?x32 ((_ sign_extend 1) ?x46)))
(let ((?x27 ((_ sign_extend 1) c)))
(let ((?x51 (bvadd ?x27 ?x32)))
(let (($x45 (and (bvsle (_ bv6442450944 33) ?x51) (bvsge (_ bv2147483647 33) ?x51))))
(let (($x26 (and (bvsle (_ bv6442450944 33) (bvadd ?x32 ?x27)) (bvsge (_ bv2147483647 33) (bvadd ?x32 ?x27)))))
(not (=> (and $x26 $x13) (and $x45 $x13 $x25)))))))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let (($x28 (= (bvadd c (select mem_x k_x)) (bvadd (select mem_x k_x) c))))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let ((?x8 ((_ sign_extend 1) c)))
(let ((?x876 (select mem_x k_x)))
(let ((?x60 ((_ sign_extend 1) ?x876)))
(let ((?x7 (bvadd ?x60 ?x8)))
(let (($x2438 (and (bvsle (_ bv27670116110564327424 65) ?x7) (bvsge (_ bv9223372036854775807 65) ?x7))))
(let (($x2427 (and (bvsle (_ bv27670116110564327424 65) (bvadd ?x8 ?x60)) (bvsge (_ bv9223372036854775807 65) (bvadd ?x8 ?x60)))))
(not (=> (and $x2427 $x13) (and $x2438 $x13 $x28)))))))))))))
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
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x876 (select mem_x k_x)))
(let ((?x41 (bvadd c ?x876)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x2427 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x876))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) c) ((_ sign_extend 1) ?x876))))))
(let (($x2438 (and (bvsle (_ bv27670116110564327424 65) (bvadd ((_ sign_extend 1) ?x876) ((_ sign_extend 1) c))) (bvsge (_ bv9223372036854775807 65) (bvadd ((_ sign_extend 1) ?x876) ((_ sign_extend 1) c))))))
(not (=> (and $x2438 $x13) (and $x2427 $x13 (= (bvadd ?x876 c) ?x41)))))))))))
(check-sat)
(pop 1)
; case wrap/uint16 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 16))
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x20 (select mem_x k_x)))
(let ((?x36 (bvadd ?x20 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 (= (bvadd c ?x20) ?x36)))))))))
(check-sat)
(pop 1)
; case wrap/uint16 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 16)))
(declare-fun c () (_ BitVec 16))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let (($x65 (= (bvadd (select mem_x k_x) c) (bvadd c (select mem_x k_x)))))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(not (=> (and $x13) (and $x13 $x65)))))))
(check-sat)
(pop 1)
; case wrap/uint32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 32))
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x29 (select mem_x k_x)))
(let ((?x37 (bvadd ?x29 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x2093 (bvule (bvadd ((_ zero_extend 1) ?x29) ((_ zero_extend 1) c)) (_ bv4294967295 33))))
(let (($x2427 (=> (and (bvule (bvadd ((_ zero_extend 1) c) ((_ zero_extend 1) ?x29)) (_ bv4294967295 33)) $x13) (and $x2093 $x13 (= (bvadd c ?x29) ?x37)))))
(not $x2427))))))))
(check-sat)
(pop 1)
; case wrap/uint32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 32)))
(declare-fun c () (_ BitVec 32))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x29 (select mem_x k_x)))
(let ((?x37 (bvadd ?x29 c)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x27 (bvule (bvadd ((_ zero_extend 1) c) ((_ zero_extend 1) ?x29)) (_ bv4294967295 33))))
(let (($x46 (=> (and (bvule (bvadd ((_ zero_extend 1) ?x29) ((_ zero_extend 1) c)) (_ bv4294967295 33)) $x13) (and $x27 $x13 (= ?x37 (bvadd c ?x29))))))
(not $x46))))))))
(check-sat)
(pop 1)
; case wrap/uint64 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun c () (_ BitVec 64))
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x2453 (select mem_x k_x)))
(let ((?x41 (bvadd c ?x2453)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x4317 (bvule (bvadd ((_ zero_extend 1) ?x2453) ((_ zero_extend 1) c)) (_ bv18446744073709551615 65))))
(let (($x50 (=> (and (bvule (bvadd ((_ zero_extend 1) c) ((_ zero_extend 1) ?x2453)) (_ bv18446744073709551615 65)) $x13) (and $x4317 $x13 (= ?x41 (bvadd ?x2453 c))))))
(not $x50))))))))
(check-sat)
(pop 1)
; case wrap/uint64 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_x () Int)
(declare-fun mem_x () (Array Int (_ BitVec 64)))
(declare-fun c () (_ BitVec 64))
(assert
 (let (($x47 (<= k_x 2147483647)))
 (let (($x42 (>= k_x (- 2147483648))))
 (and $x42 $x47))))
(assert
 (let ((?x2453 (select mem_x k_x)))
(let ((?x41 (bvadd c ?x2453)))
(let (($x11 (>= k_x 0)))
(let (($x13 (and $x11 (> 1 k_x))))
(let (($x36 (bvule (bvadd ((_ zero_extend 1) c) ((_ zero_extend 1) ?x2453)) (_ bv18446744073709551615 65))))
(let (($x17 (=> (and (bvule (bvadd ((_ zero_extend 1) ?x2453) ((_ zero_extend 1) c)) (_ bv18446744073709551615 65)) $x13) (and $x36 $x13 (= (bvadd ?x2453 c) ?x41)))))
(not $x17))))))))
(check-sat)
(pop 1)
(exit)
