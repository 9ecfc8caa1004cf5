; cmp/ge-factor: refinement both ways; every check-sat must answer unsat
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
 (let (($x1673 (>= c1 0)))
(let ((?x6702 (ite $x1673 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x7306 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11341 (and (distinct c1 0) true)))
(let (($x14155 (and (distinct ok_x 0) true)))
(let (($x12355 (=> (and $x14155) (and $x14155 $x11341 (= (>= (* ?x7306 c1) c2) (>= ?x7306 ?x6702))))))
(not $x12355))))))))
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
 (let ((?x7306 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1673 (>= c1 0)))
(let ((?x6702 (ite $x1673 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x14155 (and (distinct ok_x 0) true)))
(let (($x48 (=> (and $x14155 (and (distinct c1 0) true)) (and $x14155 (= (>= ?x7306 ?x6702) (>= (* ?x7306 c1) c2))))))
(not $x48)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12466 (<= k_c1 9223372036854775807)))
 (let (($x1997 (>= k_c1 (- 9223372036854775808))))
 (and $x1997 $x12466))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x13667 (<= k_c2 9223372036854775807)))
 (let (($x7025 (>= k_c2 (- 9223372036854775808))))
 (and $x7025 $x13667))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3121 (< 0 k_c1)))
 (and true true $x3121)))
(assert
 (let (($x3121 (< 0 k_c1)))
(let ((?x11010 (+ k_c2 k_c1)))
(let ((?x12467 (- ?x11010 1)))
(let ((?x9661 (div ?x12467 k_c1)))
(let (($x5037 (>= k_c1 0)))
(let ((?x15225 (- ?x12467 (* k_c1 (ite (>= ?x12467 0) ?x9661 (- (div (- ?x12467) k_c1)))))))
(let ((?x2653 (+ ?x15225 k_c1)))
(let ((?x17809 (* k_c1 (ite (>= ?x2653 0) (div ?x2653 k_c1) (- (div (- ?x2653) k_c1))))))
(let ((?x14792 (- ?x2653 ?x17809)))
(let ((?x9910 (- ?x12467 ?x14792)))
(let ((?x15922 (ite (>= ?x9910 0) (div ?x9910 k_c1) (- (div (- ?x9910) k_c1)))))
(let (($x6182 (and (distinct k_c1 0) true)))
(let (($x1983 (and (and $x6182 (not (and (= ?x2653 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x14792 (- 9223372036854775808)) (<= ?x14792 9223372036854775807)))))
(let (($x14167 (and (and $x6182 (not (and (= ?x12467 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x15225 (- 9223372036854775808)) (<= ?x15225 9223372036854775807)))))
(let (($x1110 (and true true (and true (and (>= ?x11010 (- 9223372036854775808)) (<= ?x11010 9223372036854775807))))))
(let (($x16866 (and $x1110 true (and true (and (>= ?x12467 (- 9223372036854775808)) (<= ?x12467 9223372036854775807))))))
(let (($x12061 (and (and $x16866 true $x14167) true (and true (and (>= ?x2653 (- 9223372036854775808)) (<= ?x2653 9223372036854775807))))))
(let (($x11378 (and $x16866 (and $x12061 true $x1983) (and true (and (>= ?x9910 (- 9223372036854775808)) (<= ?x9910 9223372036854775807))))))
(let (($x3352 (and (and $x11378 true (and $x6182 (and (>= ?x15922 (- 9223372036854775808)) (<= ?x15922 9223372036854775807)))) (= ?x15922 (ite $x5037 ?x9661 (div (- ?x12467) (- k_c1)))))))
(not (and $x6182 $x3352 $x3121))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
