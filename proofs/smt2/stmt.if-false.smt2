; stmt/if-false: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let ((?x4695 (b s0)))
(let ((?x164 (r ?x4695)))
(let (($x6920 (= s0 bot)))
(let ((?x9449 (r (ite $x6920 bot (ite (not true) bot (ite false (a s0) ?x4695))))))
(and (distinct ?x9449 ?x164) true))))))
(check-sat)
(pop)
