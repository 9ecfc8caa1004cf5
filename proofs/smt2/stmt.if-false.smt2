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
 (let ((?x13625 (b s0)))
(let ((?x4511 (r ?x13625)))
(let (($x13862 (= s0 bot)))
(let ((?x7434 (r (ite $x13862 bot (ite (not true) bot (ite false (a s0) ?x13625))))))
(and (distinct ?x7434 ?x4511) true))))))
(check-sat)
(pop 1)
(exit)
