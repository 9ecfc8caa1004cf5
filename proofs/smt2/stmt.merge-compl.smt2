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
 (let (($x6920 (= s0 bot)))
(let ((?x16309 (ite $x6920 bot (ite (not true) bot (ite p (e (a s0)) (d (b s0)))))))
(let ((?x3242 (r ?x16309)))
(let ((?x8998 (ite $x6920 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x15693 (ite q (d ?x8998) (e ?x8998))))
(let (($x2962 (not true)))
(let ((?x14398 (r (ite (= ?x8998 bot) bot (ite $x2962 bot ?x15693)))))
(and (distinct ?x14398 ?x3242) true)))))))))
(check-sat)
(pop)
