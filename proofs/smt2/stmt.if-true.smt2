; stmt/if-true: state model; every check-sat must answer unsat
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
 (let ((?x10336 (a s0)))
(let ((?x17491 (r ?x10336)))
(let (($x1476 (= s0 bot)))
(let ((?x17056 (r (ite $x1476 bot (ite (not true) bot (ite true ?x10336 (b s0)))))))
(and (distinct ?x17056 ?x17491) true))))))
(check-sat)
(pop 1)
(exit)
