; cmp/lt-offset: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1236 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10456 (and (distinct ok_x 0) true)))
(let (($x1375 (=> (and $x10456) (and $x10456 (= (< (+ ?x1236 c1) c2) (< ?x1236 (- c2 c1)))))))
(not $x1375)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1236 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10456 (and (distinct ok_x 0) true)))
(let (($x9788 (=> (and $x10456) (and $x10456 (= (< ?x1236 (- c2 c1)) (< (+ ?x1236 c1) c2))))))
(not $x9788)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x14487 (<= k_c2 9223372036854775807)))
 (let (($x13770 (>= k_c2 (- 9223372036854775808))))
 (and $x13770 $x14487))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4141 (<= k_c1 9223372036854775807)))
 (let (($x3750 (>= k_c1 (- 9223372036854775808))))
 (and $x3750 $x4141))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x16682 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x16012 (and true true $x16682)))
 (and $x16012 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x16682 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x16012 (and true true $x16682)))
 (and $x16012 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x16682 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x16012 (and true true $x16682)))
(not (and (and $x16012 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
