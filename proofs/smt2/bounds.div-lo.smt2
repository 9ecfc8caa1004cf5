; bounds/div-lo: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (< 0 c))
(assert
 (<= lo_x x))
(assert
 (let (($x204784 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x205042 (and (distinct c 0) true)))
(not (and $x205042 $x205042 $x204784)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x9499 (<= lo_x 9223372036854775807)))
 (let (($x7667 (>= lo_x (- 9223372036854775808))))
 (and $x7667 $x9499))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x6383 (<= k_c 9223372036854775807)))
 (let (($x17572 (>= k_c (- 9223372036854775808))))
 (and $x17572 $x6383))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x74112 (< 0 k_c)))
 (and true true $x74112)))
(assert
 (let (($x74112 (< 0 k_c)))
(let ((?x200201 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x9139 (- lo_x ?x200201)))
(let ((?x11595 (+ ?x9139 k_c)))
(let ((?x171215 (* k_c (ite (>= ?x11595 0) (div ?x11595 k_c) (- (div (- ?x11595) k_c))))))
(let ((?x133402 (- ?x11595 ?x171215)))
(let ((?x111057 (- lo_x ?x133402)))
(let ((?x200241 (ite (>= ?x111057 0) (div ?x111057 k_c) (- (div (- ?x111057) k_c)))))
(let (($x66653 (= ?x200241 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x19026 (and (distinct k_c 0) true)))
(let (($x121425 (and (and $x19026 (not (and (= ?x11595 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x133402 (- 9223372036854775808)) (<= ?x133402 9223372036854775807)))))
(let (($x13967 (and (and $x19026 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x9139 (- 9223372036854775808)) (<= ?x9139 9223372036854775807)))))
(let (($x11163 (and (and true true $x13967) true (and true (and (>= ?x11595 (- 9223372036854775808)) (<= ?x11595 9223372036854775807))))))
(let (($x200198 (and true (and $x11163 true $x121425) (and true (and (>= ?x111057 (- 9223372036854775808)) (<= ?x111057 9223372036854775807))))))
(let (($x207399 (and (and $x200198 true (and $x19026 (and (>= ?x200241 (- 9223372036854775808)) (<= ?x200241 9223372036854775807)))) $x66653)))
(not (and $x19026 $x207399 $x74112))))))))))))))))))
(check-sat)
(pop 1)
(exit)
