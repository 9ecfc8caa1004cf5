; divmod/mod-small: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let ((?x10440 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x86 (- ?x10440 (* c (ite (>= c 0) (div ?x10440 c) (div (- ?x10440) (- c)))))))
(let (($x5018 (and (distinct 0 ok_x) true)))
(not (=> (and $x5018 (and (distinct 0 c) true)) (and $x5018 (= ?x86 ?x10440))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let ((?x10440 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10162 (>= c 0)))
(let (($x17 (= ?x10440 (- ?x10440 (* c (ite $x10162 (div ?x10440 c) (div (- ?x10440) (- c))))))))
(let (($x3729 (and (distinct 0 c) true)))
(let (($x5018 (and (distinct 0 ok_x) true)))
(not (=> (and $x5018) (and $x5018 $x3729 $x17)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x1337 (<= lo_x 9223372036854775807)))
 (let (($x3390 (>= lo_x (- 9223372036854775808))))
 (and $x3390 $x1337))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x2403 (<= hi_x 9223372036854775807)))
 (let (($x945 (>= hi_x (- 9223372036854775808))))
 (and $x945 $x2403))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1907 (<= k_c 9223372036854775807)))
 (let (($x4063 (>= k_c (- 9223372036854775808))))
 (and $x4063 $x1907))))
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
(pop)
