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
 (let ((?x1461 (b s0)))
(let ((?x136 (r ?x1461)))
(let (($x3167 (= s0 bot)))
(let ((?x1784 (r (ite $x3167 bot (ite (not true) bot (ite false (a s0) ?x1461))))))
(and (distinct ?x1784 ?x136) true))))))
(check-sat)
(pop)
