; cmp/gt-factor: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4776 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5183 (> ?x4776 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x13814 (and (distinct c1 0) true)))
(let (($x9905 (and (distinct ok_x 0) true)))
(not (=> (and $x9905) (and $x9905 $x13814 (= (> (* ?x4776 c1) c2) $x5183)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4776 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5183 (> ?x4776 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x9905 (and (distinct ok_x 0) true)))
(let (($x14620 (=> (and $x9905 (and (distinct c1 0) true)) (and $x9905 (= $x5183 (> (* ?x4776 c1) c2))))))
(not $x14620))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1179 (<= k_c1 9223372036854775807)))
 (let (($x9008 (>= k_c1 (- 9223372036854775808))))
 (and $x9008 $x1179))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x13667 (<= k_c2 9223372036854775807)))
 (let (($x9910 (>= k_c2 (- 9223372036854775808))))
 (and $x9910 $x13667))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2036 (< 0 k_c1)))
 (and true true $x2036)))
(assert
 (let (($x2036 (< 0 k_c1)))
(let ((?x1558 (div k_c2 k_c1)))
(let (($x2880 (>= k_c1 0)))
(let ((?x12466 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x1558 (- (div (- k_c2) k_c1)))))))
(let ((?x11123 (+ ?x12466 k_c1)))
(let ((?x12467 (* k_c1 (ite (>= ?x11123 0) (div ?x11123 k_c1) (- (div (- ?x11123) k_c1))))))
(let ((?x9522 (- ?x11123 ?x12467)))
(let ((?x1997 (- k_c2 ?x9522)))
(let ((?x3390 (ite (>= ?x1997 0) (div ?x1997 k_c1) (- (div (- ?x1997) k_c1)))))
(let (($x6696 (and (distinct k_c1 0) true)))
(let (($x6182 (and (and $x6696 (not (and (= ?x11123 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x9522 (- 9223372036854775808)) (<= ?x9522 9223372036854775807)))))
(let (($x4202 (and (and $x6696 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x12466 (- 9223372036854775808)) (<= ?x12466 9223372036854775807)))))
(let (($x17168 (and (and true true $x4202) true (and true (and (>= ?x11123 (- 9223372036854775808)) (<= ?x11123 9223372036854775807))))))
(let (($x11010 (and true (and $x17168 true $x6182) (and true (and (>= ?x1997 (- 9223372036854775808)) (<= ?x1997 9223372036854775807))))))
(let (($x15096 (and (and $x11010 true (and $x6696 (and (>= ?x3390 (- 9223372036854775808)) (<= ?x3390 9223372036854775807)))) (= ?x3390 (ite $x2880 ?x1558 (div (- k_c2) (- k_c1)))))))
(not (and $x6696 $x15096 $x2036))))))))))))))))))
(check-sat)
(pop 1)
(exit)
