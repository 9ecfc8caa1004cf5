; stmt/if-nested-then: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun r (State) State)
(declare-fun e (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (= (e bot) bot))
(assert
 (let (($x9478 (= s0 bot)))
(let ((?x3857 (ite $x9478 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x10419 (e s0)))
(let ((?x3435 (ite $x9478 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x7644 (p s0)))
(let ((?x5223 (ite $x7644 (r ?x3435) ?x10419)))
(let (($x13080 (not true)))
(let ((?x6372 (ite $x9478 bot (ite $x13080 bot ?x5223))))
(and (distinct ?x6372 ?x3857) true))))))))))
(check-sat)
(pop 1)
(exit)
