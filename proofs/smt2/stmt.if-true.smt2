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
 (let ((?x8298 (a s0)))
(let ((?x6916 (r ?x8298)))
(let (($x2878 (= s0 bot)))
(let ((?x4210 (r (ite $x2878 bot (ite (not true) bot (ite true ?x8298 (b s0)))))))
(and (distinct ?x4210 ?x6916) true))))))
(check-sat)
(pop 1)
(exit)
