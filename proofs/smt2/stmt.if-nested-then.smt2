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
 (let (($x2878 (= s0 bot)))
(let ((?x3480 (ite $x2878 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x10438 (e s0)))
(let ((?x3274 (ite $x2878 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x13496 (p s0)))
(let ((?x12652 (ite $x13496 (r ?x3274) ?x10438)))
(let (($x9593 (not true)))
(let ((?x17149 (ite $x2878 bot (ite $x9593 bot ?x12652))))
(and (distinct ?x17149 ?x3480) true))))))))))
(check-sat)
(pop 1)
(exit)
