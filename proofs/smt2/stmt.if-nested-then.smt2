; stmt/if-nested-then: state model; every check-sat must answer unsat
; case lhs == rhs
(push)
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
 (let (($x3167 (= s0 bot)))
(let ((?x1264 (ite $x3167 bot (ite (not true) bot (ite (p s0) (r (a s0)) (e s0))))))
(let ((?x1126 (e s0)))
(let ((?x3654 (ite $x3167 bot (ite (not true) bot (ite (p s0) (a s0) (b s0))))))
(let (($x11045 (p s0)))
(let ((?x3731 (ite $x11045 (r ?x3654) ?x1126)))
(let (($x9275 (not true)))
(let ((?x8337 (ite $x3167 bot (ite $x9275 bot ?x3731))))
(and (distinct ?x8337 ?x1264) true))))))))))
(check-sat)
(pop)
