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
 (let (($x70174 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x205351 (not (and (= c (- 1)) (= hi_x (- 2147483648))))))
(let (($x206386 (and (distinct c 0) true)))
(let (($x205865 (not (and (= c (- 1)) (= x (- 2147483648))))))
(not (and $x206386 $x205865 $x206386 $x205351 $x70174)))))))
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
 (let (($x12308 (<= hi_x 9223372036854775807)))
 (let (($x198221 (>= hi_x (- 9223372036854775808))))
 (and $x198221 $x12308))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x8875 (<= k_c 9223372036854775807)))
 (let (($x13470 (>= k_c (- 9223372036854775808))))
 (and $x13470 $x8875))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x198208 (< 0 k_c)))
 (and true true $x198208)))
(assert
 (let (($x198208 (< 0 k_c)))
(let ((?x204212 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x197985 (- hi_x ?x204212)))
(let ((?x59858 (+ ?x197985 k_c)))
(let ((?x201055 (* k_c (ite (>= ?x59858 0) (div ?x59858 k_c) (- (div (- ?x59858) k_c))))))
(let ((?x205340 (- ?x59858 ?x201055)))
(let ((?x207729 (- hi_x ?x205340)))
(let ((?x201053 (ite (>= ?x207729 0) (div ?x207729 k_c) (- (div (- ?x207729) k_c)))))
(let (($x112199 (= ?x201053 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x170067 (and (distinct k_c 0) true)))
(let (($x206126 (and (and $x170067 (not (and (= ?x59858 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x205340 (- 9223372036854775808)) (<= ?x205340 9223372036854775807)))))
(let (($x166392 (and (and $x170067 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x197985 (- 9223372036854775808)) (<= ?x197985 9223372036854775807)))))
(let (($x71136 (and (and true true $x166392) true (and true (and (>= ?x59858 (- 9223372036854775808)) (<= ?x59858 9223372036854775807))))))
(let (($x165122 (and true (and $x71136 true $x206126) (and true (and (>= ?x207729 (- 9223372036854775808)) (<= ?x207729 9223372036854775807))))))
(let (($x11424 (and (and $x165122 true (and $x170067 (and (>= ?x201053 (- 9223372036854775808)) (<= ?x201053 9223372036854775807)))) $x112199)))
(let (($x197514 (not (and (= k_c (- 1)) (= hi_x (- 9223372036854775808))))))
(let (($x197517 (not (and (= k_c (- 1)) (= hi_x (- 2147483648))))))
(let (($x197735 (not (and (= k_c (- 1)) (= hi_x (- 32768))))))
(let (($x9913 (not (and (= k_c (- 1)) (= hi_x (- 128))))))
(not (and $x170067 $x9913 $x197735 $x197517 $x197514 $x11424 $x198208))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
