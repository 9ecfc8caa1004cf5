; stmt/if-nested-else: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun t (State) State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(assert
 (= (t bot) bot))
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x13862 (= s0 bot)))
(let ((?x3675 (ite $x13862 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3528 (ite $x13862 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x5613 (t s0)))
(let (($x15185 (p s0)))
(let ((?x3864 (ite $x15185 ?x5613 (r ?x3528))))
(let (($x437 (not true)))
(let ((?x4498 (ite $x13862 bot (ite $x437 bot ?x3864))))
(and (distinct ?x4498 ?x3675) true))))))))))
(check-sat)
(pop 1)
(exit)
