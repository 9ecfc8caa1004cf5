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
 (let ((?x3404 (a s0)))
(let ((?x2897 (r ?x3404)))
(let (($x2747 (= s0 bot)))
(let ((?x1704 (r (ite $x2747 bot (ite (not true) bot (ite true ?x3404 (b s0)))))))
(and (distinct ?x1704 ?x2897) true))))))
(check-sat)
(pop)
