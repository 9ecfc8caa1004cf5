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
 (let ((?x11807 (a s0)))
(let ((?x7502 (r ?x11807)))
(let (($x13862 (= s0 bot)))
(let ((?x12731 (r (ite $x13862 bot (ite (not true) bot (ite true ?x11807 (b s0)))))))
(and (distinct ?x12731 ?x7502) true))))))
(check-sat)
(pop 1)
(exit)
