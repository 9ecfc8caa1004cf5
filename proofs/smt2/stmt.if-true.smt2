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
 (let ((?x9243 (a s0)))
(let ((?x2188 (r ?x9243)))
(let (($x3969 (= s0 bot)))
(let ((?x11015 (r (ite $x3969 bot (ite (not true) bot (ite true ?x9243 (b s0)))))))
(and (distinct ?x11015 ?x2188) true))))))
(check-sat)
(pop 1)
(exit)
