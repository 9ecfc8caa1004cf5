; stmt/append-nop: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun l (State) State)
(declare-fun s0 () State)
(assert
 (= (l bot) bot))
(assert
 (let ((?x7299 (l s0)))
(and (distinct ?x7299 ?x7299) true)))
(check-sat)
(pop 1)
(exit)
