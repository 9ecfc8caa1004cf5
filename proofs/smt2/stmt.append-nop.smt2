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
 (let ((?x13862 (l s0)))
(and (distinct ?x13862 ?x13862) true)))
(check-sat)
(pop 1)
(exit)
