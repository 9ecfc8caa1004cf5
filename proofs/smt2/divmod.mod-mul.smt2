; divmod/mod-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x24 (>= c 0)))
(let ((?x2226 (* c (ite $x24 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x2438 (* x c)))
(let (($x36 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= ?x2438 (- 2147483648))))) (and (= 0 (- ?x2438 ?x2226))))))
(not $x36))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x24 (>= c 0)))
(let ((?x2226 (* c (ite $x24 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x2438 (* x c)))
(let (($x3979 (not (and (= c (- 1)) (= ?x2438 (- 2147483648))))))
(let (($x3084 (and (distinct c 0) true)))
(not (=> true (and $x3084 $x3979 (= 0 (- ?x2438 ?x2226)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x57 (<= k_c 9223372036854775807)))
 (let (($x65 (>= k_c (- 9223372036854775808))))
 (and $x65 $x57))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1150 (and (distinct 0 k_c) true)))
 (and true true $x1150)))
(assert
 (let (($x3232 (and (distinct (- 1) k_c) true)))
 (and true true $x3232)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
