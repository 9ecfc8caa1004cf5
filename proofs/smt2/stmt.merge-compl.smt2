; stmt/merge-compl: state model; every check-sat must answer unsat
(set-logic QF_UF)
; case lhs == rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-sort State 0)
(declare-fun bot () State)
(declare-fun a (State) State)
(declare-fun b (State) State)
(declare-fun p () Bool)
(declare-fun q () Bool)
(declare-fun d (State) State)
(declare-fun e (State) State)
(declare-fun r (State) State)
(declare-fun s0 () State)
(assert
 (= (a bot) bot))
(assert
 (= (b bot) bot))
(assert
 (= q (not p)))
(assert
 (= (d bot) bot))
(assert
 (= (e bot) bot))
(assert
 (= (r bot) bot))
(assert
 (let (($x7299 (= s0 bot)))
(let ((?x2900 (ite $x7299 bot (ite (not true) bot (ite p (e (a s0)) (d (b s0)))))))
(let ((?x896 (r ?x2900)))
(let ((?x14920 (ite $x7299 bot (ite (not true) bot (ite p (a s0) (b s0))))))
(let ((?x4735 (ite q (d ?x14920) (e ?x14920))))
(let (($x7607 (not true)))
(let ((?x10456 (r (ite (= ?x14920 bot) bot (ite $x7607 bot ?x4735)))))
(and (distinct ?x10456 ?x896) true)))))))))
(check-sat)
(pop 1)
(exit)
