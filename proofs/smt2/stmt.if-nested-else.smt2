; stmt/if-nested-else: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x2747 (= s0 bot)))
(let ((?x2886 (ite $x2747 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3073 (ite $x2747 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x621 (t s0)))
(let (($x1011 (p s0)))
(let ((?x22 (ite $x1011 ?x621 (r ?x3073))))
(let (($x44 (not true)))
(let ((?x755 (ite $x2747 bot (ite $x44 bot ?x22))))
(and (distinct ?x755 ?x2886) true))))))))))
(check-sat)
(pop)
