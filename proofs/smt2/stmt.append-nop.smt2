; stmt/append-nop: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun l (State) State)
(declare-fun s0 () State)
(assert
 (= (l bot) bot))
(assert
 (let ((?x5692 (l s0)))
(and (distinct ?x5692 ?x5692) true)))
(check-sat)
(pop)
