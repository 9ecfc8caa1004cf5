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
 (let ((?x660 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11092 (and (distinct 0 ok_x) true)))
(not (=> (and $x11092) (and $x11092 (= (= c ?x660) (= ?x660 c))))))))
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
 (let ((?x660 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11092 (and (distinct 0 ok_x) true)))
(not (=> (and $x11092) (and $x11092 (= (= ?x660 c) (= c ?x660))))))))
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
 (let (($x750 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x11990 (>= k_x 0)))
(let (($x16434 (and $x11990 (> 1 k_x))))
(not (=> (and $x16434) (and $x16434 $x750)))))))
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
 (let (($x1541 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x11990 (>= k_x 0)))
(let (($x16434 (and $x11990 (> 1 k_x))))
(not (=> (and $x16434) (and $x16434 $x1541)))))))
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
 (let (($x4063 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x15417 (>= k_x 0)))
(let (($x795 (and $x15417 (> 1 k_x))))
(not (=> (and $x795) (and $x795 $x4063)))))))
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
 (let (($x8609 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x15417 (>= k_x 0)))
(let (($x795 (and $x15417 (> 1 k_x))))
(not (=> (and $x795) (and $x795 $x8609)))))))
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
 (let (($x16436 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x660 (>= k_x 0)))
(let (($x2992 (and $x660 (> 1 k_x))))
(not (=> (and $x2992) (and $x2992 $x16436)))))))
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
 (let (($x3497 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x660 (>= k_x 0)))
(let (($x2992 (and $x660 (> 1 k_x))))
(not (=> (and $x2992) (and $x2992 $x3497)))))))
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
 (let (($x13694 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x53 (>= k_x 0)))
(let (($x334 (and $x53 (> 1 k_x))))
(not (=> (and $x334) (and $x334 $x13694)))))))
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
 (let (($x11092 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x53 (>= k_x 0)))
(let (($x334 (and $x53 (> 1 k_x))))
(not (=> (and $x334) (and $x334 $x11092)))))))
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
 (let (($x16434 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x3111 (>= k_x 0)))
(let (($x13257 (and $x3111 (> 1 k_x))))
(not (=> (and $x13257) (and $x13257 $x16434)))))))
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
 (let (($x10334 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x3111 (>= k_x 0)))
(let (($x13257 (and $x3111 (> 1 k_x))))
(not (=> (and $x13257) (and $x13257 $x10334)))))))
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
 (let (($x795 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x786 (>= k_x 0)))
(let (($x1541 (and $x786 (> 1 k_x))))
(not (=> (and $x1541) (and $x1541 $x795)))))))
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
 (let (($x1896 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x786 (>= k_x 0)))
(let (($x1541 (and $x786 (> 1 k_x))))
(not (=> (and $x1541) (and $x1541 $x1896)))))))
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
