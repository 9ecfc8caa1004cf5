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
 (let ((?x15039 (b s0)))
(let ((?x6418 (r ?x15039)))
(let (($x3969 (= s0 bot)))
(let ((?x8775 (r (ite $x3969 bot (ite (not true) bot (ite false (a s0) ?x15039))))))
(and (distinct ?x8775 ?x6418) true))))))
(check-sat)
(pop 1)
(exit)
