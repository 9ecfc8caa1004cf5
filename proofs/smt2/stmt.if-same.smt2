; stmt/if-same: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(declare-fun p_ok (State) Bool)
(declare-fun p (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let ((?x6869 (r (a (ite (or (= s0 bot) (not (p_ok s0))) bot s0)))))
(let (($x5692 (= s0 bot)))
(let ((?x14336 (ite $x5692 bot (ite (not (p_ok s0)) bot (ite (p s0) (a s0) (a s0))))))
(let ((?x16576 (r ?x14336)))
(and (distinct ?x16576 ?x6869) true))))))
(check-sat)
(pop)
