; stmt/if-false: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let ((?x1011 (b s0)))
(let ((?x3233 (r ?x1011)))
(let (($x2747 (= s0 bot)))
(let ((?x511 (r (ite $x2747 bot (ite (not true) bot (ite false (a s0) ?x1011))))))
(and (distinct ?x511 ?x3233) true))))))
(check-sat)
(pop)
