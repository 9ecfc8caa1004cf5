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
 (let (($x2878 (= s0 bot)))
(let ((?x12355 (ite $x2878 bot (ite (not true) bot (ite p (d (a s0)) (e (b s0)))))))
(let ((?x17149 (r ?x12355)))
(let ((?x4972 (ite $x2878 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x3609 (ite q (d ?x4972) (e ?x4972))))
(let (($x9593 (not true)))
(let ((?x4210 (r (ite (= ?x4972 bot) bot (ite $x9593 bot ?x3609)))))
(and (distinct ?x4210 ?x17149) true)))))))))
(check-sat)
(pop 1)
(exit)
