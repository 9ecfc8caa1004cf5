; divmod/mod-small: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x30 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x1897 (- ?x30 (* c (ite (>= c 0) (div ?x30 c) (div (- ?x30) (- c)))))))
(let (($x7294 (and (distinct ok_x 0) true)))
(not (=> (and $x7294 (and (distinct c 0) true)) (and $x7294 (= ?x1897 ?x30))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x30 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9 (>= c 0)))
(let (($x337 (= ?x30 (- ?x30 (* c (ite $x9 (div ?x30 c) (div (- ?x30) (- c))))))))
(let (($x12006 (and (distinct c 0) true)))
(let (($x7294 (and (distinct ok_x 0) true)))
(not (=> (and $x7294) (and $x7294 $x12006 $x337)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x5119 (<= lo_x 9223372036854775807)))
 (let (($x806 (>= lo_x (- 9223372036854775808))))
 (and $x806 $x5119))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x2988 (<= hi_x 9223372036854775807)))
 (let (($x149 (>= hi_x (- 9223372036854775808))))
 (and $x149 $x2988))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4036 (<= k_c 9223372036854775807)))
 (let (($x3872 (>= k_c (- 9223372036854775808))))
 (and $x3872 $x4036))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (and true true (<= 0 lo_x)))
(assert
 (and true true (< hi_x k_c)))
(assert
 (not (and (<= 0 x_x) (< x_x k_c))))
(check-sat)
(pop 1)
(exit)
