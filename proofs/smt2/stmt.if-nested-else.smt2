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
 (let (($x3969 (= s0 bot)))
(let ((?x8185 (ite $x3969 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x11465 (ite $x3969 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x10485 (t s0)))
(let (($x16658 (p s0)))
(let ((?x6053 (ite $x16658 ?x10485 (r ?x11465))))
(let (($x10497 (not true)))
(let ((?x6363 (ite $x3969 bot (ite $x10497 bot ?x6053))))
(and (distinct ?x6363 ?x8185) true))))))))))
(check-sat)
(pop 1)
(exit)
