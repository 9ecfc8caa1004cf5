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
 (let (($x200993 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x11233 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x204843 (and (distinct c 0) true)))
(let (($x67509 (not (and (= c (- 1)) (= lo_x (- 2147483648))))))
(not (and $x204843 $x67509 $x204843 $x11233 $x200993)))))))
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
 (let (($x14304 (<= lo_x 9223372036854775807)))
 (let (($x16538 (>= lo_x (- 9223372036854775808))))
 (and $x16538 $x14304))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x10887 (<= k_c 9223372036854775807)))
 (let (($x13003 (>= k_c (- 9223372036854775808))))
 (and $x13003 $x10887))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13770 (< 0 k_c)))
 (and true true $x13770)))
(assert
 (let (($x13770 (< 0 k_c)))
(let ((?x164617 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x14430 (- lo_x ?x164617)))
(let ((?x17837 (+ ?x14430 k_c)))
(let ((?x10874 (* k_c (ite (>= ?x17837 0) (div ?x17837 k_c) (- (div (- ?x17837) k_c))))))
(let ((?x201013 (- ?x17837 ?x10874)))
(let ((?x202221 (- lo_x ?x201013)))
(let ((?x200989 (ite (>= ?x202221 0) (div ?x202221 k_c) (- (div (- ?x202221) k_c)))))
(let (($x204367 (= ?x200989 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x11465 (and (distinct k_c 0) true)))
(let (($x170736 (and (and $x11465 (not (and (= ?x17837 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x201013 (- 9223372036854775808)) (<= ?x201013 9223372036854775807)))))
(let (($x164455 (and (and $x11465 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x14430 (- 9223372036854775808)) (<= ?x14430 9223372036854775807)))))
(let (($x111311 (and (and true true $x164455) true (and true (and (>= ?x17837 (- 9223372036854775808)) (<= ?x17837 9223372036854775807))))))
(let (($x61072 (and true (and $x111311 true $x170736) (and true (and (>= ?x202221 (- 9223372036854775808)) (<= ?x202221 9223372036854775807))))))
(let (($x54764 (and (and $x61072 true (and $x11465 (and (>= ?x200989 (- 9223372036854775808)) (<= ?x200989 9223372036854775807)))) $x204367)))
(let (($x198611 (not (and (= k_c (- 1)) (= lo_x (- 9223372036854775808))))))
(let (($x198785 (not (and (= k_c (- 1)) (= lo_x (- 2147483648))))))
(let (($x199320 (not (and (= k_c (- 1)) (= lo_x (- 32768))))))
(let (($x68317 (not (and (= k_c (- 1)) (= lo_x (- 128))))))
(not (and $x11465 $x68317 $x199320 $x198785 $x198611 $x54764 $x13770))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
