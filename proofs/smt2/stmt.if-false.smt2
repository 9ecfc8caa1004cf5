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
 (let ((?x1448 (b s0)))
(let ((?x14920 (r ?x1448)))
(let (($x7299 (= s0 bot)))
(let ((?x3204 (r (ite $x7299 bot (ite (not true) bot (ite false (a s0) ?x1448))))))
(and (distinct ?x3204 ?x14920) true))))))
(check-sat)
(pop 1)
(exit)
