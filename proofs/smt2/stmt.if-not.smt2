; stmt/if-not: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun s0 () State)
(declare-fun p (State) Bool)
(declare-fun p_ok (State) Bool)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (let (($x7299 (= s0 bot)))
(let ((?x3590 (ite $x7299 bot (ite (not (p_ok s0)) bot (ite (p s0) (b s0) (a s0))))))
(let ((?x11 (ite $x7299 bot (ite (not (p_ok s0)) bot (ite (not (p s0)) (a s0) (b s0))))))
(and (distinct ?x11 ?x3590) true)))))
(check-sat)
(pop 1)
(exit)
