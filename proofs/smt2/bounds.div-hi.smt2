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
 (let (($x111700 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x162907 (and (distinct c 0) true)))
(not (and $x162907 $x162907 $x111700)))))
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
 (let (($x1983 (<= hi_x 9223372036854775807)))
 (let (($x8824 (>= hi_x (- 9223372036854775808))))
 (and $x8824 $x1983))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x162667 (<= k_c 9223372036854775807)))
 (let (($x162905 (>= k_c (- 9223372036854775808))))
 (and $x162905 $x162667))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14846 (< 0 k_c)))
 (and true true $x14846)))
(assert
 (let (($x14846 (< 0 k_c)))
(let ((?x36471 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x6462 (- hi_x ?x36471)))
(let ((?x936 (+ ?x6462 k_c)))
(let ((?x165288 (* k_c (ite (>= ?x936 0) (div ?x936 k_c) (- (div (- ?x936) k_c))))))
(let ((?x167862 (- ?x936 ?x165288)))
(let ((?x13308 (- hi_x ?x167862)))
(let ((?x173499 (ite (>= ?x13308 0) (div ?x13308 k_c) (- (div (- ?x13308) k_c)))))
(let (($x6742 (= ?x173499 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x88175 (and (distinct k_c 0) true)))
(let (($x7460 (and (and $x88175 (not (and (= ?x936 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x167862 (- 9223372036854775808)) (<= ?x167862 9223372036854775807)))))
(let (($x1708 (and (and $x88175 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x6462 (- 9223372036854775808)) (<= ?x6462 9223372036854775807)))))
(let (($x172921 (and (and true true $x1708) true (and true (and (>= ?x936 (- 9223372036854775808)) (<= ?x936 9223372036854775807))))))
(let (($x31253 (and true (and $x172921 true $x7460) (and true (and (>= ?x13308 (- 9223372036854775808)) (<= ?x13308 9223372036854775807))))))
(let (($x87865 (and (and $x31253 true (and $x88175 (and (>= ?x173499 (- 9223372036854775808)) (<= ?x173499 9223372036854775807)))) $x6742)))
(not (and $x88175 $x87865 $x14846))))))))))))))))))
(check-sat)
(pop 1)
(exit)
