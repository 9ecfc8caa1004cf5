; stmt/for-zero: state model; every check-sat must answer unsat
(set-logic UFLIA)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun loop0_body (Int State) State)
(declare-fun r (State) State)
(declare-fun c () Int)
(declare-fun s0 () State)
(declare-fun m (State) Int)
(define-funs-rec ( ( loop0 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2)
                        x!3
                        (loop0 (+ x!1 1) x!2 (loop0_body x!1 x!3)))))
(assert
 (forall ((loop0_j Int) )(= (loop0_body loop0_j bot) bot))
 )
(assert
 (= (r bot) bot))
(assert
 (>= 0 c))
(assert
 (let ((?x18510 (r s0)))
(let ((?x1882 (ite (or (= s0 bot) (not true) (not true)) bot (loop0 (m s0) (+ (m s0) c) s0))))
(let ((?x12377 (r ?x1882)))
(and (distinct ?x12377 ?x18510) true)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x14983 (<= k_c 9223372036854775807)))
 (let (($x5014 (>= k_c (- 9223372036854775808))))
 (and $x5014 $x14983))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2900 (>= 0 k_c)))
 (and true true $x2900)))
(assert
 (not (and (>= 0 k_c))))
(check-sat)
(pop 1)
(exit)
