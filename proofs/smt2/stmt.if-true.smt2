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
 (let ((?x4240 (a s0)))
(let ((?x143 (r ?x4240)))
(let (($x3167 (= s0 bot)))
(let ((?x8761 (r (ite $x3167 bot (ite (not true) bot (ite true ?x4240 (b s0)))))))
(and (distinct ?x8761 ?x143) true))))))
(check-sat)
(pop)
