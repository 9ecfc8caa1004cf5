; stmt/append-cons: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let ((?x7169 (l (t (h s0)))))
(and (distinct ?x7169 ?x7169) true)))
(check-sat)
(pop)
