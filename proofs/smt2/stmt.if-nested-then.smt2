; stmt/if-nested-then: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun r (State) State)
(declare-fun e (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (= (e bot) bot))
(assert
 (let (($x3969 (= s0 bot)))
(let ((?x1923 (ite $x3969 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x2821 (e s0)))
(let ((?x11465 (ite $x3969 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x16658 (p s0)))
(let ((?x8217 (ite $x16658 (r ?x11465) ?x2821)))
(let (($x10497 (not true)))
(let ((?x10763 (ite $x3969 bot (ite $x10497 bot ?x8217))))
(and (distinct ?x10763 ?x1923) true))))))))))
(check-sat)
(pop 1)
(exit)
