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
 (let ((?x2533 (b s0)))
(let ((?x17055 (r ?x2533)))
(let (($x1476 (= s0 bot)))
(let ((?x2643 (r (ite $x1476 bot (ite (not true) bot (ite false (a s0) ?x2533))))))
(and (distinct ?x2643 ?x17055) true))))))
(check-sat)
(pop 1)
(exit)
