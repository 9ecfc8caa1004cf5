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
 (let (($x3969 (= s0 bot)))
(let ((?x4029 (ite $x3969 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x10763 (r ?x4029)))
(let ((?x6418 (ite $x3969 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x18366 (ite q (d ?x6418) (e ?x6418))))
(let (($x10497 (not true)))
(let ((?x10311 (r (ite (= ?x6418 bot) bot (ite $x10497 bot ?x18366)))))
(and (distinct ?x10311 ?x10763) true)))))))))
(check-sat)
(pop 1)
(exit)
