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
 (let ((?x10336 (r s0)))
(let ((?x3554 (ite (or (= s0 bot) (not true) (not true)) bot ((_ loop0 0) (m s0) (+ (m s0) c) s0))))
(let ((?x15223 (r ?x3554)))
(and (distinct ?x15223 ?x10336) true)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4158 (<= k_c 9223372036854775807)))
 (let (($x8709 (>= k_c (- 9223372036854775808))))
 (and $x8709 $x4158))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4138 (>= 0 k_c)))
 (and true true $x4138)))
(assert
 (not (and (>= 0 k_c))))
(check-sat)
(pop)
