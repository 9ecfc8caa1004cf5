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
 (let (($x2878 (= s0 bot)))
(let ((?x1997 (ite $x2878 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3274 (ite $x2878 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x11955 (t s0)))
(let (($x13496 (p s0)))
(let ((?x10678 (ite $x13496 ?x11955 (r ?x3274))))
(let (($x9593 (not true)))
(let ((?x13758 (ite $x2878 bot (ite $x9593 bot ?x10678))))
(and (distinct ?x13758 ?x1997) true))))))))))
(check-sat)
(pop 1)
(exit)
