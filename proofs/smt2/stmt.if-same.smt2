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
 (let ((?x11045 (r (a (ite (or (= s0 bot) (not (p_ok s0))) bot s0)))))
(let (($x7299 (= s0 bot)))
(let ((?x3212 (ite $x7299 bot (ite (not (p_ok s0)) bot (ite (p s0) (a s0) (a s0))))))
(let ((?x3639 (r ?x3212)))
(and (distinct ?x3639 ?x11045) true))))))
(check-sat)
(pop 1)
(exit)
