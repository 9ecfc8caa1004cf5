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
 (let ((?x8165 (a s0)))
(let ((?x795 (r ?x8165)))
(let (($x9478 (= s0 bot)))
(let ((?x6383 (r (ite $x9478 bot (ite (not true) bot (ite true ?x8165 (b s0)))))))
(and (distinct ?x6383 ?x795) true))))))
(check-sat)
(pop 1)
(exit)
