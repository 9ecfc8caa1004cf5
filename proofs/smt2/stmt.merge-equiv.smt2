; stmt/merge-equiv: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
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
 (let (($x13862 (= s0 bot)))
(let ((?x17607 (ite $x13862 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x12286 (r ?x17607)))
(let ((?x4511 (ite $x13862 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x13179 (ite q (d ?x4511) (e ?x4511))))
(let (($x437 (not true)))
(let ((?x11469 (r (ite (= ?x4511 bot) bot (ite $x437 bot ?x13179)))))
(and (distinct ?x11469 ?x12286) true)))))))))
(check-sat)
(pop 1)
(exit)
