; stmt/eval-safe: state model; every check-sat must answer unsat
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
 (let ((?x9721 (r s0)))
(let ((?x4134 (r (ite (or (= s0 bot) (not true)) bot s0))))
(and (distinct ?x4134 ?x9721) true))))
(check-sat)
(pop)
