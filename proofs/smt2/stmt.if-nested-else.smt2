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
 (let (($x3167 (= s0 bot)))
(let ((?x26 (ite $x3167 bot (ite (not true) bot (ite (p s0) (t s0) (r (b s0)))))))
(let ((?x3654 (ite $x3167 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let ((?x2565 (t s0)))
(let (($x11045 (p s0)))
(let ((?x8613 (ite $x11045 ?x2565 (r ?x3654))))
(let (($x9275 (not true)))
(let ((?x5523 (ite $x3167 bot (ite $x9275 bot ?x8613))))
(and (distinct ?x5523 ?x26) true))))))))))
(check-sat)
(pop)
