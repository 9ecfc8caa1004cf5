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
 (let ((?x4630 (r s0)))
(let ((?x26 (ite (or (= s0 bot) (not true) (not true)) bot ((_ loop0 0) (m s0) (+ (m s0) c) s0))))
(let ((?x5523 (r ?x26)))
(and (distinct ?x5523 ?x4630) true)))))
(check-sat)
(pop)
