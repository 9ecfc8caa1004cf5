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
 (let ((?x888 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11002 (and (distinct ok_x 0) true)))
(let (($x5628 (=> (and $x11002) (and $x11002 (= (< (+ ?x888 c1) c2) (< ?x888 (- c2 c1)))))))
(not $x5628)))))
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
 (let ((?x888 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11002 (and (distinct ok_x 0) true)))
(let (($x1671 (=> (and $x11002) (and $x11002 (= (< ?x888 (- c2 c1)) (< (+ ?x888 c1) c2))))))
(not $x1671)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7131 (<= k_c2 9223372036854775807)))
 (let (($x13703 (>= k_c2 (- 9223372036854775808))))
 (and $x13703 $x7131))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12721 (<= k_c1 9223372036854775807)))
 (let (($x15101 (>= k_c1 (- 9223372036854775808))))
 (and $x15101 $x12721))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10704 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x18304 (and (and true true $x10704) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x18304)))))
(check-sat)
(pop 1)
(exit)
