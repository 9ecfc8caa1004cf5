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
 (let (($x1476 (= s0 bot)))
(let ((?x2553 (ite $x1476 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x3504 (r ?x2553)))
(let ((?x12661 (ite $x1476 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x15494 (ite q (d ?x12661) (e ?x12661))))
(let (($x8541 (not true)))
(let ((?x17056 (r (ite (= ?x12661 bot) bot (ite $x8541 bot ?x15494)))))
(and (distinct ?x17056 ?x3504) true)))))))))
(check-sat)
(pop 1)
(exit)
