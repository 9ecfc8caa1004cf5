; stmt/merge-compl: state model; every check-sat must answer unsat
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
 (= q (not p)))
(assert
 (= (d bot) bot))
(assert
 (= (e bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x13862 (= s0 bot)))
(let ((?x5369 (ite $x13862 bot (ite (not true) bot (ite p (e (a s0)) (d (b s0)))))))
(let ((?x5440 (r ?x5369)))
(let ((?x4511 (ite $x13862 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x13179 (ite q (d ?x4511) (e ?x4511))))
(let (($x437 (not true)))
(let ((?x11469 (r (ite (= ?x4511 bot) bot (ite $x437 bot ?x13179)))))
(and (distinct ?x11469 ?x5440) true)))))))))
(check-sat)
(pop 1)
(exit)
