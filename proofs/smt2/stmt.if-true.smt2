; stmt/if-true: state model; every check-sat must answer unsat
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
 (let ((?x14539 (a s0)))
(let ((?x16576 (r ?x14539)))
(let (($x5692 (= s0 bot)))
(let ((?x15209 (r (ite $x5692 bot (ite (not true) bot (ite true ?x14539 (b s0)))))))
(and (distinct ?x15209 ?x16576) true))))))
(check-sat)
(pop)
