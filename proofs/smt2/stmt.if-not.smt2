; stmt/if-not: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x6920 (= s0 bot)))
(let ((?x8428 (ite $x6920 bot (ite (not (p_ok s0)) bot (ite (p s0) (b s0) (a s0))))))
(let ((?x7283 (ite $x6920 bot (ite (not (p_ok s0)) bot (ite (not (p s0)) (a s0) (b s0))))))
(and (distinct ?x7283 ?x8428) true)))))
(check-sat)
(pop)
