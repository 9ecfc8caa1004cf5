; stmt/if-false: state model; every check-sat must answer unsat
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
(declare-fun s0 () State)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let ((?x13496 (b s0)))
(let ((?x4552 (r ?x13496)))
(let (($x2878 (= s0 bot)))
(let ((?x6759 (r (ite $x2878 bot (ite (not true) bot (ite false (a s0) ?x13496))))))
(and (distinct ?x6759 ?x4552) true))))))
(check-sat)
(pop 1)
(exit)
