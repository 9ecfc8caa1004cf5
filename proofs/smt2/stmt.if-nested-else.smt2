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
 (let (($x5692 (= s0 bot)))
(let ((?x3554 (ite $x5692 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3331 (ite $x5692 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x2961 (t s0)))
(let (($x15051 (p s0)))
(let ((?x3688 (ite $x15051 ?x2961 (r ?x3331))))
(let (($x7908 (not true)))
(let ((?x15223 (ite $x5692 bot (ite $x7908 bot ?x3688))))
(and (distinct ?x15223 ?x3554) true))))))))))
(check-sat)
(pop)
