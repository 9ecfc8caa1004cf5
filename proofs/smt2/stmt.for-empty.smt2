; stmt/for-empty: state model, induction on the remaining iterations; every check-sat must answer unsat
; case induction base
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun ind_s () State)
(declare-fun ind_end () Int)
(declare-fun ind_j () Int)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 ((_ loop1 0) (+ x!1 1) x!2 x!3))))
(assert
 (let ((?x8862 ((_ loop1 0) ind_j ind_end ind_s)))
(let (($x13644 (= ?x8862 ind_s)))
(not (=> (>= ind_j ind_end) $x13644)))))
(check-sat)
(pop)
; case induction step
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun ind_end () Int)
(declare-fun ind_j () Int)
(declare-fun ind_s () State)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 ((_ loop1 0) (+ x!1 1) x!2 x!3))))
(assert
 (< ind_j ind_end))
(assert
 (= ((_ loop1 0) (+ ind_j 1) ind_end ind_s) ind_s))
(assert
 (let ((?x8862 ((_ loop1 0) ind_j ind_end ind_s)))
(and (distinct ?x8862 ind_s) true)))
(check-sat)
(pop)
; case lhs == rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(declare-fun n (State) Int)
(declare-fun m (State) Int)
(define-funs-rec ( ( loop1 ((x!1 Int) (x!2 Int) (x!3 State)) State))
                 ( (ite (>= x!1 x!2) x!3 ((_ loop1 0) (+ x!1 1) x!2 x!3))))
(assert
 (= (r bot) bot))
(assert
 (forall ((ind_j Int) (ind_end Int) (ind_s State) )(= ((_ loop1 0) ind_j ind_end ind_s) ind_s))
 )
(assert
 (let ((?x3331 (r s0)))
(let ((?x3134 (m s0)))
(let ((?x14514 ((_ loop1 0) ?x3134 (+ ?x3134 (n s0)) s0)))
(let ((?x11918 (r (ite (or (= s0 bot) (not true) (not true)) bot ?x14514))))
(and (distinct ?x11918 ?x3331) true))))))
(check-sat)
(pop)
