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
 (let (($x5692 (= s0 bot)))
(let ((?x4056 (ite $x5692 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x6869 (e s0)))
(let ((?x3331 (ite $x5692 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x15051 (p s0)))
(let ((?x4158 (ite $x15051 (r ?x3331) ?x6869)))
(let (($x7908 (not true)))
(let ((?x14336 (ite $x5692 bot (ite $x7908 bot ?x4158))))
(and (distinct ?x14336 ?x4056) true))))))))))
(check-sat)
(pop)
