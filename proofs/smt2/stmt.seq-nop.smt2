; stmt/seq-nop: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(assert
 (= (r bot) bot))
(assert
 (let ((?x3331 (r s0)))
(and (distinct ?x3331 ?x3331) true)))
(check-sat)
(pop)
