; stmt/if-nested-then: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
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
 (let (($x7299 (= s0 bot)))
(let ((?x3095 (ite $x7299 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x11045 (e s0)))
(let ((?x18639 (ite $x7299 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x12524 (p s0)))
(let ((?x14983 (ite $x12524 (r ?x18639) ?x11045)))
(let (($x7607 (not true)))
(let ((?x3212 (ite $x7299 bot (ite $x7607 bot ?x14983))))
(and (distinct ?x3212 ?x3095) true))))))))))
(check-sat)
(pop 1)
(exit)
