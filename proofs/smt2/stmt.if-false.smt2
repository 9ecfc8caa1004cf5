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
 (let ((?x15051 (b s0)))
(let ((?x9743 (r ?x15051)))
(let (($x5692 (= s0 bot)))
(let ((?x14514 (r (ite $x5692 bot (ite (not true) bot (ite false (a s0) ?x15051))))))
(and (distinct ?x14514 ?x9743) true))))))
(check-sat)
(pop)
