; bounds/div-hi: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (<= x hi_x))
(assert
 (let (($x61182 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x203554 (and (distinct c 0) true)))
(not (and $x203554 $x203554 $x61182)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x14087 (<= hi_x 9223372036854775807)))
 (let (($x7869 (>= hi_x (- 9223372036854775808))))
 (and $x7869 $x14087))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x54909 (<= k_c 9223372036854775807)))
 (let (($x207523 (>= k_c (- 9223372036854775808))))
 (and $x207523 $x54909))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x12561 (< 0 k_c)))
 (and true true $x12561)))
(assert
 (let (($x12561 (< 0 k_c)))
(let ((?x150958 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x11945 (- hi_x ?x150958)))
(let ((?x53890 (+ ?x11945 k_c)))
(let ((?x121048 (* k_c (ite (>= ?x53890 0) (div ?x53890 k_c) (- (div (- ?x53890) k_c))))))
(let ((?x205784 (- ?x53890 ?x121048)))
(let ((?x53391 (- hi_x ?x205784)))
(let ((?x167016 (ite (>= ?x53391 0) (div ?x53391 k_c) (- (div (- ?x53391) k_c)))))
(let (($x682 (= ?x167016 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x166578 (and (distinct k_c 0) true)))
(let (($x200325 (and (and $x166578 (not (and (= ?x53890 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x205784 (- 9223372036854775808)) (<= ?x205784 9223372036854775807)))))
(let (($x88072 (and (and $x166578 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x11945 (- 9223372036854775808)) (<= ?x11945 9223372036854775807)))))
(let (($x166810 (and (and true true $x88072) true (and true (and (>= ?x53890 (- 9223372036854775808)) (<= ?x53890 9223372036854775807))))))
(let (($x200398 (and true (and $x166810 true $x200325) (and true (and (>= ?x53391 (- 9223372036854775808)) (<= ?x53391 9223372036854775807))))))
(let (($x166197 (and (and $x200398 true (and $x166578 (and (>= ?x167016 (- 9223372036854775808)) (<= ?x167016 9223372036854775807)))) $x682)))
(not (and $x166578 $x166197 $x12561))))))))))))))))))
(check-sat)
(pop 1)
(exit)
