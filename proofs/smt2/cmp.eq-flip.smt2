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
 (let ((?x3969 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3211 (and (distinct 0 ok_x) true)))
(not (=> (and $x3211) (and $x3211 (= (= c ?x3969) (= ?x3969 c))))))))
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
 (let ((?x3969 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3211 (and (distinct 0 ok_x) true)))
(not (=> (and $x3211) (and $x3211 (= (= ?x3969 c) (= c ?x3969))))))))
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
 (let (($x3951 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x331 (>= k_x 0)))
(let (($x2257 (and $x331 (> 1 k_x))))
(not (=> (and $x2257) (and $x2257 $x3951)))))))
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
 (let (($x3600 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x331 (>= k_x 0)))
(let (($x2257 (and $x331 (> 1 k_x))))
(not (=> (and $x2257) (and $x2257 $x3600)))))))
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
 (let (($x514 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x1329 (>= k_x 0)))
(let (($x608 (and $x1329 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x514)))))))
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
 (let (($x1072 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x1329 (>= k_x 0)))
(let (($x608 (and $x1329 (> 1 k_x))))
(not (=> (and $x608) (and $x608 $x1072)))))))
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
 (let (($x385 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x3969 (>= k_x 0)))
(let (($x3729 (and $x3969 (> 1 k_x))))
(not (=> (and $x3729) (and $x3729 $x385)))))))
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
 (let (($x3846 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x3969 (>= k_x 0)))
(let (($x3729 (and $x3969 (> 1 k_x))))
(not (=> (and $x3729) (and $x3729 $x3846)))))))
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
 (let (($x2938 (= (= c (select mem_x k_x)) (= (select mem_x k_x) c))))
(let (($x5725 (>= k_x 0)))
(let (($x4119 (and $x5725 (> 1 k_x))))
(not (=> (and $x4119) (and $x4119 $x2938)))))))
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
 (let (($x3211 (= (= (select mem_x k_x) c) (= c (select mem_x k_x)))))
(let (($x5725 (>= k_x 0)))
(let (($x4119 (and $x5725 (> 1 k_x))))
(not (=> (and $x4119) (and $x4119 $x3211)))))))
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
 (let (($x2257 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x256 (>= k_x 0)))
(let (($x34 (and $x256 (> 1 k_x))))
(not (=> (and $x34) (and $x34 $x2257)))))))
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
 (let (($x942 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x256 (>= k_x 0)))
(let (($x34 (and $x256 (> 1 k_x))))
(not (=> (and $x34) (and $x34 $x942)))))))
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
 (let (($x608 (= (fp.eq c (select mem_x k_x)) (fp.eq (select mem_x k_x) c))))
(let (($x2049 (>= k_x 0)))
(let (($x3600 (and $x2049 (> 1 k_x))))
(not (=> (and $x3600) (and $x3600 $x608)))))))
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
 (let (($x37 (= (fp.eq (select mem_x k_x) c) (fp.eq c (select mem_x k_x)))))
(let (($x2049 (>= k_x 0)))
(let (($x3600 (and $x2049 (> 1 k_x))))
(not (=> (and $x3600) (and $x3600 $x37)))))))
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
