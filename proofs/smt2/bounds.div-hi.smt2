; bounds/div-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (let (($x111835 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x122342 (and (distinct 0 c) true)))
(not (and $x122342 $x122342 $x111835)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x8918 (<= hi_x 9223372036854775807)))
 (let (($x201493 (>= hi_x (- 9223372036854775808))))
 (and $x201493 $x8918))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x201492 (<= k_c 9223372036854775807)))
 (let (($x207753 (>= k_c (- 9223372036854775808))))
 (and $x207753 $x201492))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6677 (< 0 k_c)))
 (and true true $x6677)))
(assert
 (let (($x6677 (< 0 k_c)))
(let ((?x15209 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x17490 (- hi_x ?x15209)))
(let ((?x201382 (+ ?x17490 k_c)))
(let ((?x205855 (* k_c (ite (>= ?x201382 0) (div ?x201382 k_c) (- (div (- ?x201382) k_c))))))
(let ((?x203965 (- ?x201382 ?x205855)))
(let ((?x165998 (- hi_x ?x203965)))
(let ((?x13548 (ite (>= ?x165998 0) (div ?x165998 k_c) (- (div (- ?x165998) k_c)))))
(let (($x201409 (= ?x13548 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x12365 (and (distinct k_c 0) true)))
(let (($x198313 (and (and $x12365 (not (and (= ?x201382 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x203965 (- 9223372036854775808)) (<= ?x203965 9223372036854775807)))))
(let (($x197498 (and (and $x12365 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x17490 (- 9223372036854775808)) (<= ?x17490 9223372036854775807)))))
(let (($x68672 (and (and true true $x197498) true (and true (and (>= ?x201382 (- 9223372036854775808)) (<= ?x201382 9223372036854775807))))))
(let (($x201358 (and true (and $x68672 true $x198313) (and true (and (>= ?x165998 (- 9223372036854775808)) (<= ?x165998 9223372036854775807))))))
(let (($x201351 (and (and $x201358 true (and $x12365 (and (>= ?x13548 (- 9223372036854775808)) (<= ?x13548 9223372036854775807)))) $x201409)))
(not (and $x12365 $x201351 $x6677))))))))))))))))))
(check-sat)
(pop)
