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
 (let (($x199504 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x8325 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x205877 (and (distinct c 0) true)))
(let (($x205551 (not (and (= c (- 1)) (= lo_x (- 2147483648))))))
(not (and $x205877 $x205551 $x205877 $x8325 $x199504)))))))
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
 (let (($x6797 (<= lo_x 9223372036854775807)))
 (let (($x165976 (>= lo_x (- 9223372036854775808))))
 (and $x165976 $x6797))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12920 (<= k_c 9223372036854775807)))
 (let (($x7434 (>= k_c (- 9223372036854775808))))
 (and $x7434 $x12920))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x17473 (< 0 k_c)))
 (and true true $x17473)))
(assert
 (let (($x17473 (< 0 k_c)))
(let ((?x165138 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x469 (- lo_x ?x165138)))
(let ((?x165122 (+ ?x469 k_c)))
(let ((?x59858 (* k_c (ite (>= ?x165122 0) (div ?x165122 k_c) (- (div (- ?x165122) k_c))))))
(let ((?x165208 (- ?x165122 ?x59858)))
(let ((?x201694 (- lo_x ?x165208)))
(let ((?x201138 (ite (>= ?x201694 0) (div ?x201694 k_c) (- (div (- ?x201694) k_c)))))
(let (($x197514 (= ?x201138 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x165068 (and (distinct k_c 0) true)))
(let (($x205341 (and (and $x165068 (not (and (= ?x165122 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x165208 (- 9223372036854775808)) (<= ?x165208 9223372036854775807)))))
(let (($x201137 (and (and $x165068 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x469 (- 9223372036854775808)) (<= ?x469 9223372036854775807)))))
(let (($x60721 (and (and true true $x201137) true (and true (and (>= ?x165122 (- 9223372036854775808)) (<= ?x165122 9223372036854775807))))))
(let (($x56752 (and true (and $x60721 true $x205341) (and true (and (>= ?x201694 (- 9223372036854775808)) (<= ?x201694 9223372036854775807))))))
(let (($x208371 (and (and $x56752 true (and $x165068 (and (>= ?x201138 (- 9223372036854775808)) (<= ?x201138 9223372036854775807)))) $x197514)))
(let (($x198221 (not (and (= k_c (- 1)) (= lo_x (- 9223372036854775808))))))
(let (($x198000 (not (and (= k_c (- 1)) (= lo_x (- 2147483648))))))
(let (($x204212 (not (and (= k_c (- 1)) (= lo_x (- 32768))))))
(let (($x170067 (not (and (= k_c (- 1)) (= lo_x (- 128))))))
(not (and $x165068 $x170067 $x204212 $x198000 $x198221 $x208371 $x17473))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
