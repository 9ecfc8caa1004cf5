; stmt/for-zero: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
                        ((_ loop0 0) (+ x!1 1) x!2 (loop0_body x!1 x!3)))))
(assert
 (forall ((loop0_j Int) )(= (loop0_body loop0_j bot) bot))
 )
(assert
 (= (r bot) bot))
(assert
 (>= 0 c))
(assert
 (let ((?x9830 (r s0)))
(let ((?x5086 (m s0)))
(let ((?x5856 ((_ loop0 0) ?x5086 (+ ?x5086 c) s0)))
(let ((?x12042 (r (ite (or (= s0 bot) (not true) (not true)) bot ?x5856))))
(and (distinct ?x12042 ?x9830) true))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x7283 (<= k_c 9223372036854775807)))
 (let (($x3796 (>= k_c (- 9223372036854775808))))
 (and $x3796 $x7283))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11309 (>= 0 k_c)))
 (and true true $x11309)))
(assert
 (not (and (>= 0 k_c))))
(check-sat)
(pop)
