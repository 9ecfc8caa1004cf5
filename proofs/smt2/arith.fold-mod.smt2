; arith/fold-mod: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (distinct (- 1) c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3533 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x1986 (- c1 ?x3533)))
(let (($x8 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x14 (and (distinct c2 0) true)))
(not (=> (and $x14 $x8) (and $x14 $x8 (= ?x1986 ?x1986)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (distinct (- 1) c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3533 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x1986 (- c1 ?x3533)))
(let (($x8 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x14 (and (distinct c2 0) true)))
(not (=> (and $x14 $x8) (and $x14 $x8 (= ?x1986 ?x1986)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x800 (<= k_c2 9223372036854775807)))
 (let (($x26 (>= k_c2 (- 9223372036854775808))))
 (and $x26 $x800))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2389 (<= k_c1 9223372036854775807)))
 (let (($x2082 (>= k_c1 (- 9223372036854775808))))
 (and $x2082 $x2389))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let ((?x725 (div k_c1 k_c2)))
 (let (($x313 (>= k_c1 0)))
 (let ((?x52 (- k_c1 (* k_c2 (ite $x313 ?x725 (- (div (- k_c1) k_c2)))))))
 (let ((?x4126 (+ ?x52 k_c2)))
 (let ((?x1085 (* k_c2 (ite (>= ?x4126 0) (div ?x4126 k_c2) (- (div (- ?x4126) k_c2))))))
 (let ((?x3035 (- ?x4126 ?x1085)))
 (let (($x3291 (and (distinct k_c2 0) true)))
 (let (($x3780 (and (and $x3291 (not (and (= ?x4126 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3035 (- 9223372036854775808)) (<= ?x3035 9223372036854775807)))))
 (let (($x62 (and (and $x3291 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x52 (- 9223372036854775808)) (<= ?x52 9223372036854775807)))))
 (let (($x77 (and (and true true $x62) true (and true (and (>= ?x4126 (- 9223372036854775808)) (<= ?x4126 9223372036854775807))))))
 (let (($x917 (and $x77 true $x3780)))
 (and $x917 true (>= 2147483647 ?x3035))))))))))))))
(assert
 (let ((?x725 (div k_c1 k_c2)))
 (let (($x313 (>= k_c1 0)))
 (let ((?x52 (- k_c1 (* k_c2 (ite $x313 ?x725 (- (div (- k_c1) k_c2)))))))
 (let ((?x4126 (+ ?x52 k_c2)))
 (let ((?x1085 (* k_c2 (ite (>= ?x4126 0) (div ?x4126 k_c2) (- (div (- ?x4126) k_c2))))))
 (let ((?x3035 (- ?x4126 ?x1085)))
 (let (($x3291 (and (distinct k_c2 0) true)))
 (let (($x3780 (and (and $x3291 (not (and (= ?x4126 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3035 (- 9223372036854775808)) (<= ?x3035 9223372036854775807)))))
 (let (($x62 (and (and $x3291 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x52 (- 9223372036854775808)) (<= ?x52 9223372036854775807)))))
 (let (($x77 (and (and true true $x62) true (and true (and (>= ?x4126 (- 9223372036854775808)) (<= ?x4126 9223372036854775807))))))
 (let (($x917 (and $x77 true $x3780)))
 (and $x917 true (<= (- 2147483648) ?x3035))))))))))))))
(assert
 (let (($x234 (and (distinct 0 k_c2) true)))
 (and true true $x234)))
(assert
 (let (($x1685 (and (distinct (- 1) k_c2) true)))
 (and true true $x1685)))
(assert
 (let (($x1685 (and (distinct (- 1) k_c2) true)))
(let (($x234 (and (distinct 0 k_c2) true)))
(let ((?x725 (div k_c1 k_c2)))
(let (($x3290 (>= k_c2 0)))
(let ((?x52 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x725 (- (div (- k_c1) k_c2)))))))
(let ((?x4126 (+ ?x52 k_c2)))
(let ((?x1085 (* k_c2 (ite (>= ?x4126 0) (div ?x4126 k_c2) (- (div (- ?x4126) k_c2))))))
(let ((?x3035 (- ?x4126 ?x1085)))
(let (($x4089 (= ?x3035 (- k_c1 (* k_c2 (ite $x3290 ?x725 (div (- k_c1) (- k_c2))))))))
(let (($x3291 (and (distinct k_c2 0) true)))
(let (($x3780 (and (and $x3291 (not (and (= ?x4126 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3035 (- 9223372036854775808)) (<= ?x3035 9223372036854775807)))))
(let (($x62 (and (and $x3291 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x52 (- 9223372036854775808)) (<= ?x52 9223372036854775807)))))
(let (($x77 (and (and true true $x62) true (and true (and (>= ?x4126 (- 9223372036854775808)) (<= ?x4126 9223372036854775807))))))
(let (($x917 (and $x77 true $x3780)))
(let (($x2128 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3109 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x3371 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x1466 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(not (and $x3291 $x1466 $x3371 $x3109 $x2128 (and $x917 $x4089) $x234 $x1685)))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
