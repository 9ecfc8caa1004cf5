; stmt/if-same: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
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
 (let ((?x9639 (r (a (ite (or (= s0 bot) (not (p_ok s0))) bot s0)))))
(let (($x13862 (= s0 bot)))
(let ((?x12286 (ite $x13862 bot (ite (not (p_ok s0)) bot (ite (p s0) (a s0) (a s0))))))
(let ((?x7502 (r ?x12286)))
(and (distinct ?x7502 ?x9639) true))))))
(check-sat)
(pop 1)
(exit)
