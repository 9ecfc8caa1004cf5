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
 (let (($x197861 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x52311 (not (and (= c (- 1)) (= hi_x (- 2147483648))))))
(let (($x68706 (and (distinct c 0) true)))
(let (($x169877 (not (and (= c (- 1)) (= x (- 2147483648))))))
(not (and $x68706 $x169877 $x68706 $x52311 $x197861)))))))
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
 (let (($x201122 (<= hi_x 9223372036854775807)))
 (let (($x198611 (>= hi_x (- 9223372036854775808))))
 (and $x198611 $x201122))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x12721 (<= k_c 9223372036854775807)))
 (let (($x6401 (>= k_c (- 9223372036854775808))))
 (and $x6401 $x12721))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x126558 (< 0 k_c)))
 (and true true $x126558)))
(assert
 (let (($x126558 (< 0 k_c)))
(let ((?x199320 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x199081 (- hi_x ?x199320)))
(let ((?x10874 (+ ?x199081 k_c)))
(let ((?x164596 (* k_c (ite (>= ?x10874 0) (div ?x10874 k_c) (- (div (- ?x10874) k_c))))))
(let ((?x207264 (- ?x10874 ?x164596)))
(let ((?x204145 (- hi_x ?x207264)))
(let ((?x61072 (ite (>= ?x204145 0) (div ?x204145 k_c) (- (div (- ?x204145) k_c)))))
(let (($x164622 (= ?x61072 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x68317 (and (distinct k_c 0) true)))
(let (($x37440 (and (and $x68317 (not (and (= ?x10874 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x207264 (- 9223372036854775808)) (<= ?x207264 9223372036854775807)))))
(let (($x17674 (and (and $x68317 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x199081 (- 9223372036854775808)) (<= ?x199081 9223372036854775807)))))
(let (($x204403 (and (and true true $x17674) true (and true (and (>= ?x10874 (- 9223372036854775808)) (<= ?x10874 9223372036854775807))))))
(let (($x73235 (and true (and $x204403 true $x37440) (and true (and (>= ?x204145 (- 9223372036854775808)) (<= ?x204145 9223372036854775807))))))
(let (($x3335 (and (and $x73235 true (and $x68317 (and (>= ?x61072 (- 9223372036854775808)) (<= ?x61072 9223372036854775807)))) $x164622)))
(let (($x54764 (not (and (= k_c (- 1)) (= hi_x (- 9223372036854775808))))))
(let (($x198354 (not (and (= k_c (- 1)) (= hi_x (- 2147483648))))))
(let (($x207699 (not (and (= k_c (- 1)) (= hi_x (- 32768))))))
(let (($x205108 (not (and (= k_c (- 1)) (= hi_x (- 128))))))
(not (and $x68317 $x205108 $x207699 $x198354 $x54764 $x3335 $x126558))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
