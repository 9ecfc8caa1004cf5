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
 (let (($x9478 (= s0 bot)))
(let ((?x5275 (ite $x9478 bot (ite (not true) bot (ite p (e (a s0)) (d (b s0)))))))
(let ((?x9988 (r ?x5275)))
(let ((?x476 (ite $x9478 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x1271 (ite q (d ?x476) (e ?x476))))
(let (($x13080 (not true)))
(let ((?x17552 (r (ite (= ?x476 bot) bot (ite $x13080 bot ?x1271)))))
(and (distinct ?x17552 ?x9988) true)))))))))
(check-sat)
(pop 1)
(exit)
