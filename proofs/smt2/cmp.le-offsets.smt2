; cmp/le-offsets: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x534 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x15401 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10367 (= (<= (+ ?x15401 c1) (+ ?x534 c2)) (<= ?x15401 (+ ?x534 (- c2 c1))))))
(let (($x766 (and (distinct ok_y 0) true)))
(let (($x15034 (and (distinct ok_x 0) true)))
(not (=> (and $x15034 $x766) (and $x15034 $x766 $x10367)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x534 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x15401 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11007 (= (<= ?x15401 (+ ?x534 (- c2 c1))) (<= (+ ?x15401 c1) (+ ?x534 c2)))))
(let (($x766 (and (distinct ok_y 0) true)))
(let (($x15034 (and (distinct ok_x 0) true)))
(not (=> (and $x15034 $x766) (and $x15034 $x766 $x11007)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3797 (<= k_c2 9223372036854775807)))
 (let (($x907 (>= k_c2 (- 9223372036854775808))))
 (and $x907 $x3797))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11469 (<= k_c1 9223372036854775807)))
 (let (($x10367 (>= k_c1 (- 9223372036854775808))))
 (and $x10367 $x11469))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x16571 (and true true $x1791)))
 (and $x16571 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x16571 (and true true $x1791)))
 (and $x16571 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x16571 (and true true $x1791)))
(not (and (and $x16571 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
