; stmt/eval-safe: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(assert
 (= (r bot) bot))
(assert
 (let ((?x13553 (r s0)))
(let ((?x5380 (r (ite (or (= s0 bot) (not true)) bot s0))))
(and (distinct ?x5380 ?x13553) true))))
(check-sat)
(pop 1)
(exit)
