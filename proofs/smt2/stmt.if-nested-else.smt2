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
 (let (($x7299 (= s0 bot)))
(let ((?x1882 (ite $x7299 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x18639 (ite $x7299 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x9930 (t s0)))
(let (($x12524 (p s0)))
(let ((?x4065 (ite $x12524 ?x9930 (r ?x18639))))
(let (($x7607 (not true)))
(let ((?x12377 (ite $x7299 bot (ite $x7607 bot ?x4065))))
(and (distinct ?x12377 ?x1882) true))))))))))
(check-sat)
(pop 1)
(exit)
