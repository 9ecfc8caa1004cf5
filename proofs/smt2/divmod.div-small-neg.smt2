; divmod/div-small-neg: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x2403 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x2403))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x3484 (and (distinct 0 c) true)))
(let (($x1107 (and $x3484 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x1107)))))
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
 (let (($x309 (<= lo_x 9223372036854775807)))
 (let (($x169 (>= lo_x (- 9223372036854775808))))
 (and $x169 $x309))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3763 (<= hi_x 9223372036854775807)))
 (let (($x2458 (>= hi_x (- 9223372036854775808))))
 (and $x2458 $x3763))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x43 (<= k_c 9223372036854775807)))
 (let (($x2455 (>= k_c (- 9223372036854775808))))
 (and $x2455 $x43))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1289 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (and true (and true true $x1289) (>= lo_x (- 0 k_c)))))
(assert
 (and true true (> 0 hi_x)))
(assert
 (not (and (>= x_x (- 0 k_c)) (> 0 x_x))))
(check-sat)
(pop)
