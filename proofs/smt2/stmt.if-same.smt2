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
 (let ((?x10438 (r (a (ite (or (= s0 bot) (not (p_ok s0))) bot s0)))))
(let (($x2878 (= s0 bot)))
(let ((?x17149 (ite $x2878 bot (ite (not (p_ok s0)) bot (ite (p s0) (a s0) (a s0))))))
(let ((?x6916 (r ?x17149)))
(and (distinct ?x6916 ?x10438) true))))))
(check-sat)
(pop 1)
(exit)
