; stmt/for-empty: state model, induction on the remaining iterations; every check-sat must answer unsat
(set-logic UFLIA)
; case induction base
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun ind_s () State)
(declare-fun ind_end () Int)
(declare-fun ind_j () Int)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 (loop1 (+ x!1 1) x!2 x!3))))
(assert
 (let ((?x2799 (loop1 ind_j ind_end ind_s)))
(let (($x10972 (= ?x2799 ind_s)))
(not (=> (>= ind_j ind_end) $x10972)))))
(check-sat)
(pop 1)
; case induction step
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun ind_end () Int)
(declare-fun ind_j () Int)
(declare-fun ind_s () State)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 (loop1 (+ x!1 1) x!2 x!3))))
(assert
 (< ind_j ind_end))
(assert
 (= (loop1 (+ ind_j 1) ind_end ind_s) ind_s))
(assert
 (let ((?x2799 (loop1 ind_j ind_end ind_s)))
(and (distinct ?x2799 ind_s) true)))
(check-sat)
(pop 1)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(declare-fun n (State) Int)
(declare-fun m (State) Int)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 (loop1 (+ x!1 1) x!2 x!3))))
(assert
 (= (r bot) bot))
(assert
 (forall ((ind_j Int) (ind_end Int) (ind_s State) )(= (loop1 ind_j ind_end ind_s) ind_s))
 )
(assert
 (let ((?x18639 (r s0)))
(let ((?x2491 (ite (or (= s0 bot) (not true) (not true)) bot (loop1 (m s0) (+ (m s0) (n s0)) s0))))
(let ((?x5359 (r ?x2491)))
(and (distinct ?x5359 ?x18639) true)))))
(check-sat)
(pop 1)
(exit)
