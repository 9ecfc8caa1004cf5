; bounds/div-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (let (($x172931 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x203168 (and (distinct 0 c) true)))
(not (and $x203168 $x203168 $x172931)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x4138 (<= lo_x 9223372036854775807)))
 (let (($x4515 (>= lo_x (- 9223372036854775808))))
 (and $x4515 $x4138))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3732 (<= k_c 9223372036854775807)))
 (let (($x7534 (>= k_c (- 9223372036854775808))))
 (and $x7534 $x3732))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11292 (< 0 k_c)))
 (and true true $x11292)))
(assert
 (let (($x11292 (< 0 k_c)))
(let ((?x15103 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x201493 (- lo_x ?x15103)))
(let ((?x201492 (+ ?x201493 k_c)))
(let ((?x197656 (* k_c (ite (>= ?x201492 0) (div ?x201492 k_c) (- (div (- ?x201492) k_c))))))
(let ((?x202359 (- ?x201492 ?x197656)))
(let ((?x111336 (- lo_x ?x202359)))
(let ((?x165734 (ite (>= ?x111336 0) (div ?x111336 k_c) (- (div (- ?x111336) k_c)))))
(let (($x13548 (= ?x165734 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x5041 (and (distinct k_c 0) true)))
(let (($x197498 (and (and $x5041 (not (and (= ?x201492 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x202359 (- 9223372036854775808)) (<= ?x202359 9223372036854775807)))))
(let (($x15697 (and (and $x5041 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x201493 (- 9223372036854775808)) (<= ?x201493 9223372036854775807)))))
(let (($x1873 (and (and true true $x15697) true (and true (and (>= ?x201492 (- 9223372036854775808)) (<= ?x201492 9223372036854775807))))))
(let (($x164843 (and true (and $x1873 true $x197498) (and true (and (>= ?x111336 (- 9223372036854775808)) (<= ?x111336 9223372036854775807))))))
(let (($x66249 (and (and $x164843 true (and $x5041 (and (>= ?x165734 (- 9223372036854775808)) (<= ?x165734 9223372036854775807)))) $x13548)))
(not (and $x5041 $x66249 $x11292))))))))))))))))))
(check-sat)
(pop)
