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
 (let (($x58267 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x65427 (and (distinct 0 c) true)))
(not (and $x65427 $x65427 $x58267)))))
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
 (let (($x1837 (<= hi_x 9223372036854775807)))
 (let (($x200993 (>= hi_x (- 9223372036854775808))))
 (and $x200993 $x1837))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x2464 (<= k_c 9223372036854775807)))
 (let (($x202511 (>= k_c (- 9223372036854775808))))
 (and $x202511 $x2464))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x61964 (< 0 k_c)))
 (and true true $x61964)))
(assert
 (let (($x61964 (< 0 k_c)))
(let ((?x7505 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x14398 (- hi_x ?x7505)))
(let ((?x165467 (+ ?x14398 k_c)))
(let ((?x200717 (* k_c (ite (>= ?x165467 0) (div ?x165467 k_c) (- (div (- ?x165467) k_c))))))
(let ((?x196506 (- ?x165467 ?x200717)))
(let ((?x65618 (- hi_x ?x196506)))
(let ((?x200780 (ite (>= ?x65618 0) (div ?x65618 k_c) (- (div (- ?x65618) k_c)))))
(let (($x200845 (= ?x200780 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x8858 (and (distinct k_c 0) true)))
(let (($x203052 (and (and $x8858 (not (and (= ?x165467 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x196506 (- 9223372036854775808)) (<= ?x196506 9223372036854775807)))))
(let (($x7313 (and (and $x8858 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x14398 (- 9223372036854775808)) (<= ?x14398 9223372036854775807)))))
(let (($x207702 (and (and true true $x7313) true (and true (and (>= ?x165467 (- 9223372036854775808)) (<= ?x165467 9223372036854775807))))))
(let (($x64702 (and true (and $x207702 true $x203052) (and true (and (>= ?x65618 (- 9223372036854775808)) (<= ?x65618 9223372036854775807))))))
(let (($x200727 (and (and $x64702 true (and $x8858 (and (>= ?x200780 (- 9223372036854775808)) (<= ?x200780 9223372036854775807)))) $x200845)))
(not (and $x8858 $x200727 $x61964))))))))))))))))))
(check-sat)
(pop)
