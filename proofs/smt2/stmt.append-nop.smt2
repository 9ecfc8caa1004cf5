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
 (let ((?x3969 (l s0)))
(and (distinct ?x3969 ?x3969) true)))
(check-sat)
(pop 1)
(exit)
