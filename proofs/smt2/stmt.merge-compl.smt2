; stmt/merge-compl: state model; every check-sat must answer unsat
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
 (= q (not p)))
(assert
 (= (d bot) bot))
(assert
 (= (e bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x2747 (= s0 bot)))
(let ((?x3604 (ite $x2747 bot (ite (not true) bot (ite p (e (a s0)) (d (b s0)))))))
(let ((?x1124 (r ?x3604)))
(let ((?x1337 (ite $x2747 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x3335 (ite q (d ?x1337) (e ?x1337))))
(let (($x44 (not true)))
(let ((?x1704 (r (ite (= ?x1337 bot) bot (ite $x44 bot ?x3335)))))
(and (distinct ?x1704 ?x1124) true)))))))))
(check-sat)
(pop)
