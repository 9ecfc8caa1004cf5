; cmp/div-lt: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x5226 (* c c2)))
(let ((?x2922 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13856 (= (< (ite (>= c 0) (div ?x2922 c) (div (- ?x2922) (- c))) c2) (< ?x2922 ?x5226))))
(let (($x15096 (and (distinct ok_x 0) true)))
(not (=> (and $x15096 (and (distinct c 0) true)) (and $x15096 $x13856))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2922 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6182 (>= c 0)))
(let (($x13760 (= (< ?x2922 (* c c2)) (< (ite $x6182 (div ?x2922 c) (div (- ?x2922) (- c))) c2))))
(let (($x6834 (and (distinct c 0) true)))
(let (($x15096 (and (distinct ok_x 0) true)))
(not (=> (and $x15096) (and $x15096 $x6834 $x13760)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x15786 (<= k_c 9223372036854775807)))
 (let (($x10438 (>= k_c (- 9223372036854775808))))
 (and $x10438 $x15786))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14846 (<= k_c2 9223372036854775807)))
 (let (($x4682 (>= k_c2 (- 9223372036854775808))))
 (and $x4682 $x14846))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1110 (< 0 k_c)))
 (and true true $x1110)))
(assert
 (let (($x1110 (< 0 k_c)))
(let ((?x3452 (* k_c k_c2)))
(let (($x16095 (<= ?x3452 9223372036854775807)))
(let (($x10860 (>= ?x3452 (- 9223372036854775808))))
(let (($x1983 (and $x10860 $x16095)))
(not (and (and (and true true (and true $x1983)) (= ?x3452 ?x3452)) $x1110))))))))
(check-sat)
(pop 1)
(exit)
