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
 (let (($x1476 (= s0 bot)))
(let ((?x5686 (ite $x1476 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x7869 (ite $x1476 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x370 (t s0)))
(let (($x2533 (p s0)))
(let ((?x8915 (ite $x2533 ?x370 (r ?x7869))))
(let (($x8541 (not true)))
(let ((?x8210 (ite $x1476 bot (ite $x8541 bot ?x8915))))
(and (distinct ?x8210 ?x5686) true))))))))))
(check-sat)
(pop 1)
(exit)
