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
 (let (($x3167 (= s0 bot)))
(let ((?x3284 (ite $x3167 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x8337 (r ?x3284)))
(let ((?x136 (ite $x3167 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x10898 (ite q (d ?x136) (e ?x136))))
(let (($x9275 (not true)))
(let ((?x5000 (r (ite (= ?x136 bot) bot (ite $x9275 bot ?x10898)))))
(and (distinct ?x5000 ?x8337) true)))))))))
(check-sat)
(pop)
