; stmt/if-not: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(declare-fun p_ok (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (let (($x13862 (= s0 bot)))
(let ((?x12603 (ite $x13862 bot (ite (not (p_ok s0)) bot (ite (p s0) (b s0) (a s0))))))
(let ((?x3143 (ite $x13862 bot (ite (not (p_ok s0)) bot (ite (not (p s0)) (a s0) (b s0))))))
(and (distinct ?x3143 ?x12603) true)))))
(check-sat)
(pop 1)
(exit)
