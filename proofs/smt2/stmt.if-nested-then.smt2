; stmt/if-nested-then: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x6920 (= s0 bot)))
(let ((?x4724 (ite $x6920 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x2358 (e s0)))
(let ((?x8428 (ite $x6920 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x4695 (p s0)))
(let ((?x1361 (ite $x4695 (r ?x8428) ?x2358)))
(let (($x2962 (not true)))
(let ((?x13260 (ite $x6920 bot (ite $x2962 bot ?x1361))))
(and (distinct ?x13260 ?x4724) true))))))))))
(check-sat)
(pop)
