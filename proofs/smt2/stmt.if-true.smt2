; stmt/if-true: state model; every check-sat must answer unsat
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
(declare-fun s0 () State)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let ((?x7312 (a s0)))
(let ((?x3639 (r ?x7312)))
(let (($x7299 (= s0 bot)))
(let ((?x2799 (r (ite $x7299 bot (ite (not true) bot (ite true ?x7312 (b s0)))))))
(and (distinct ?x2799 ?x3639) true))))))
(check-sat)
(pop 1)
(exit)
