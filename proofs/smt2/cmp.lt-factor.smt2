; cmp/lt-factor: refinement both ways; every check-sat must answer unsat
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
 (let (($x12717 (>= c1 0)))
(let ((?x7050 (ite $x12717 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x4443 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2170 (and (distinct c1 0) true)))
(let (($x15906 (and (distinct ok_x 0) true)))
(let (($x13856 (=> (and $x15906) (and $x15906 $x2170 (= (< (* ?x4443 c1) c2) (< ?x4443 ?x7050))))))
(not $x13856))))))))
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
 (let ((?x4443 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12717 (>= c1 0)))
(let ((?x7050 (ite $x12717 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x15906 (and (distinct ok_x 0) true)))
(let (($x7862 (=> (and $x15906 (and (distinct c1 0) true)) (and $x15906 (= (< ?x4443 ?x7050) (< (* ?x4443 c1) c2))))))
(not $x7862)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1671 (<= k_c1 9223372036854775807)))
 (let (($x6309 (>= k_c1 (- 9223372036854775808))))
 (and $x6309 $x1671))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x8685 (<= k_c2 9223372036854775807)))
 (let (($x17210 (>= k_c2 (- 9223372036854775808))))
 (and $x17210 $x8685))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x13611 (< 0 k_c1)))
 (and true true $x13611)))
(assert
 (let (($x13611 (< 0 k_c1)))
(let ((?x14620 (+ k_c2 k_c1)))
(let ((?x814 (- ?x14620 1)))
(let ((?x4405 (div ?x814 k_c1)))
(let (($x16095 (>= k_c1 0)))
(let ((?x3729 (- ?x814 (* k_c1 (ite (>= ?x814 0) ?x4405 (- (div (- ?x814) k_c1)))))))
(let ((?x11321 (+ ?x3729 k_c1)))
(let ((?x3563 (* k_c1 (ite (>= ?x11321 0) (div ?x11321 k_c1) (- (div (- ?x11321) k_c1))))))
(let ((?x11123 (- ?x11321 ?x3563)))
(let ((?x13667 (- ?x814 ?x11123)))
(let ((?x17426 (ite (>= ?x13667 0) (div ?x13667 k_c1) (- (div (- ?x13667) k_c1)))))
(let (($x5995 (and (distinct k_c1 0) true)))
(let (($x1179 (and (and $x5995 (not (and (= ?x11321 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x11123 (- 9223372036854775808)) (<= ?x11123 9223372036854775807)))))
(let (($x10689 (and (and $x5995 (not (and (= ?x814 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x3729 (- 9223372036854775808)) (<= ?x3729 9223372036854775807)))))
(let (($x17809 (and true true (and true (and (>= ?x14620 (- 9223372036854775808)) (<= ?x14620 9223372036854775807))))))
(let (($x3312 (and $x17809 true (and true (and (>= ?x814 (- 9223372036854775808)) (<= ?x814 9223372036854775807))))))
(let (($x15922 (and (and $x3312 true $x10689) true (and true (and (>= ?x11321 (- 9223372036854775808)) (<= ?x11321 9223372036854775807))))))
(let (($x1110 (and $x3312 (and $x15922 true $x1179) (and true (and (>= ?x13667 (- 9223372036854775808)) (<= ?x13667 9223372036854775807))))))
(let (($x9522 (and (and $x1110 true (and $x5995 (and (>= ?x17426 (- 9223372036854775808)) (<= ?x17426 9223372036854775807)))) (= ?x17426 (ite $x16095 ?x4405 (div (- ?x814) (- k_c1)))))))
(not (and $x5995 $x9522 $x13611))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
