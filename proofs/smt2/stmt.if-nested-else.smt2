; stmt/if-nested-else: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun t (State) State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(assert
 (= (t bot) bot))
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x9478 (= s0 bot)))
(let ((?x19026 (ite $x9478 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3435 (ite $x9478 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x4030 (t s0)))
(let (($x7644 (p s0)))
(let ((?x14393 (ite $x7644 ?x4030 (r ?x3435))))
(let (($x13080 (not true)))
(let ((?x6677 (ite $x9478 bot (ite $x13080 bot ?x14393))))
(and (distinct ?x6677 ?x19026) true))))))))))
(check-sat)
(pop 1)
(exit)
