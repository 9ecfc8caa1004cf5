; stmt/if-nested-then: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun r (State) State)
(declare-fun e (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (= (e bot) bot))
(assert
 (let (($x1476 (= s0 bot)))
(let ((?x9837 (ite $x1476 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x7511 (e s0)))
(let ((?x7869 (ite $x1476 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x2533 (p s0)))
(let ((?x13185 (ite $x2533 (r ?x7869) ?x7511)))
(let (($x8541 (not true)))
(let ((?x3504 (ite $x1476 bot (ite $x8541 bot ?x13185))))
(and (distinct ?x3504 ?x9837) true))))))))))
(check-sat)
(pop 1)
(exit)
