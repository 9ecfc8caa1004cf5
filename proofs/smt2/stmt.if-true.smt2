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
 (let ((?x3072 (a s0)))
(let ((?x5455 (r ?x3072)))
(let (($x6920 (= s0 bot)))
(let ((?x14398 (r (ite $x6920 bot (ite (not true) bot (ite true ?x3072 (b s0)))))))
(and (distinct ?x14398 ?x5455) true))))))
(check-sat)
(pop)
