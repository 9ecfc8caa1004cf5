; cmp/le-factor: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1915 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3724 (<= ?x1915 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x13581 (and (distinct c1 0) true)))
(let (($x11256 (and (distinct ok_x 0) true)))
(not (=> (and $x11256) (and $x11256 $x13581 (= (<= (* ?x1915 c1) c2) $x3724)))))))))
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
 (let ((?x1915 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3724 (<= ?x1915 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x11256 (and (distinct ok_x 0) true)))
(let (($x3744 (=> (and $x11256 (and (distinct c1 0) true)) (and $x11256 (= $x3724 (<= (* ?x1915 c1) c2))))))
(not $x3744))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x15786 (<= k_c1 9223372036854775807)))
 (let (($x8737 (>= k_c1 (- 9223372036854775808))))
 (and $x8737 $x15786))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2880 (<= k_c2 9223372036854775807)))
 (let (($x814 (>= k_c2 (- 9223372036854775808))))
 (and $x814 $x2880))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x14549 (< 0 k_c1)))
 (and true true $x14549)))
(assert
 (let (($x14549 (< 0 k_c1)))
(let ((?x3121 (div k_c2 k_c1)))
(let (($x14846 (>= k_c1 0)))
(let ((?x14167 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x3121 (- (div (- k_c2) k_c1)))))))
(let ((?x2653 (+ ?x14167 k_c1)))
(let ((?x6834 (* k_c1 (ite (>= ?x2653 0) (div ?x2653 k_c1) (- (div (- ?x2653) k_c1))))))
(let ((?x3452 (- ?x2653 ?x6834)))
(let ((?x12939 (- k_c2 ?x3452)))
(let ((?x14093 (ite (>= ?x12939 0) (div ?x12939 k_c1) (- (div (- ?x12939) k_c1)))))
(let (($x17809 (and (distinct k_c1 0) true)))
(let (($x11123 (and (and $x17809 (not (and (= ?x2653 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x3452 (- 9223372036854775808)) (<= ?x3452 9223372036854775807)))))
(let (($x1558 (and (and $x17809 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x14167 (- 9223372036854775808)) (<= ?x14167 9223372036854775807)))))
(let (($x3312 (and (and true true $x1558) true (and true (and (>= ?x2653 (- 9223372036854775808)) (<= ?x2653 9223372036854775807))))))
(let (($x16095 (and true (and $x3312 true $x11123) (and true (and (>= ?x12939 (- 9223372036854775808)) (<= ?x12939 9223372036854775807))))))
(let (($x5423 (and (and $x16095 true (and $x17809 (and (>= ?x14093 (- 9223372036854775808)) (<= ?x14093 9223372036854775807)))) (= ?x14093 (ite $x14846 ?x3121 (div (- k_c2) (- k_c1)))))))
(not (and $x17809 $x5423 $x14549))))))))))))))))))
(check-sat)
(pop 1)
(exit)
