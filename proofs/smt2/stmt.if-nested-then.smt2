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
 (let (($x13862 (= s0 bot)))
(let ((?x11287 (ite $x13862 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x9639 (e s0)))
(let ((?x3528 (ite $x13862 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x15185 (p s0)))
(let ((?x307 (ite $x15185 (r ?x3528) ?x9639)))
(let (($x437 (not true)))
(let ((?x12286 (ite $x13862 bot (ite $x437 bot ?x307))))
(and (distinct ?x12286 ?x11287) true))))))))))
(check-sat)
(pop 1)
(exit)
