; stmt/if-nested-then: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x2747 (= s0 bot)))
(let ((?x3319 (ite $x2747 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x5673 (e s0)))
(let ((?x3073 (ite $x2747 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x1011 (p s0)))
(let ((?x3539 (ite $x1011 (r ?x3073) ?x5673)))
(let (($x44 (not true)))
(let ((?x854 (ite $x2747 bot (ite $x44 bot ?x3539))))
(and (distinct ?x854 ?x3319) true))))))))))
(check-sat)
(pop)
