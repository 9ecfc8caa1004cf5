; stmt/append-cons: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun h (State) State)
(declare-fun t (State) State)
(declare-fun l (State) State)
(declare-fun s0 () State)
(assert
 (= (h bot) bot))
(assert
 (= (t bot) bot))
(assert
 (= (l bot) bot))
(assert
 (let ((?x3149 (l (t (h s0)))))
(and (distinct ?x3149 ?x3149) true)))
(check-sat)
(pop 1)
(exit)
