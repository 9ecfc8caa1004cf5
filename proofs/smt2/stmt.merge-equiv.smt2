; stmt/merge-equiv: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun p () Bool)
(declare-fun q () Bool)
(declare-fun d (State) State)
(declare-fun e (State) State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= q p))
(assert
 (= (d bot) bot))
(assert
 (= (e bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x5692 (= s0 bot)))
(let ((?x1755 (ite $x5692 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x14336 (r ?x1755)))
(let ((?x15103 (ite $x5692 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x5881 (ite q (d ?x15103) (e ?x15103))))
(let (($x7908 (not true)))
(let ((?x15209 (r (ite (= ?x15103 bot) bot (ite $x7908 bot ?x5881)))))
(and (distinct ?x15209 ?x14336) true)))))))))
(check-sat)
(pop)
