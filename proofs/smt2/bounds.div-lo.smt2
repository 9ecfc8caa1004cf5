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
 (let (($x42064 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x171365 (and (distinct c 0) true)))
(not (and $x171365 $x171365 $x42064)))))
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
 (let (($x3609 (<= lo_x 9223372036854775807)))
 (let (($x8420 (>= lo_x (- 9223372036854775808))))
 (and $x8420 $x3609))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x15149 (<= k_c 9223372036854775807)))
 (let (($x10937 (>= k_c (- 9223372036854775808))))
 (and $x10937 $x15149))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x87883 (< 0 k_c)))
 (and true true $x87883)))
(assert
 (let (($x87883 (< 0 k_c)))
(let ((?x172955 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x8824 (- lo_x ?x172955)))
(let ((?x172785 (+ ?x8824 k_c)))
(let ((?x20048 (* k_c (ite (>= ?x172785 0) (div ?x172785 k_c) (- (div (- ?x172785) k_c))))))
(let ((?x163418 (- ?x172785 ?x20048)))
(let ((?x1708 (- lo_x ?x163418)))
(let ((?x87943 (ite (>= ?x1708 0) (div ?x1708 k_c) (- (div (- ?x1708) k_c)))))
(let (($x173499 (= ?x87943 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x14167 (and (distinct k_c 0) true)))
(let (($x10119 (and (and $x14167 (not (and (= ?x172785 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x163418 (- 9223372036854775808)) (<= ?x163418 9223372036854775807)))))
(let (($x2306 (and (and $x14167 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x8824 (- 9223372036854775808)) (<= ?x8824 9223372036854775807)))))
(let (($x391 (and (and true true $x2306) true (and true (and (>= ?x172785 (- 9223372036854775808)) (<= ?x172785 9223372036854775807))))))
(let (($x14518 (and true (and $x391 true $x10119) (and true (and (>= ?x1708 (- 9223372036854775808)) (<= ?x1708 9223372036854775807))))))
(let (($x170829 (and (and $x14518 true (and $x14167 (and (>= ?x87943 (- 9223372036854775808)) (<= ?x87943 9223372036854775807)))) $x173499)))
(not (and $x14167 $x170829 $x87883))))))))))))))))))
(check-sat)
(pop 1)
(exit)
