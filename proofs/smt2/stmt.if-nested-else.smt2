; stmt/if-nested-else: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x6920 (= s0 bot)))
(let ((?x5982 (ite $x6920 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x8428 (ite $x6920 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x7581 (t s0)))
(let (($x4695 (p s0)))
(let ((?x2464 (ite $x4695 ?x7581 (r ?x8428))))
(let (($x2962 (not true)))
(let ((?x12042 (ite $x6920 bot (ite $x2962 bot ?x2464))))
(and (distinct ?x12042 ?x5982) true))))))))))
(check-sat)
(pop)
