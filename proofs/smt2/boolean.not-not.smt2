; boolean/not-not: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x5335 (<= ok_a 2147483647)))
 (let (($x7608 (>= ok_a (- 2147483648))))
 (and $x7608 $x5335))))
(assert
 (let (($x10428 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x10639 (and $x10428 a)))
(let (($x6468 (and (distinct ok_a 0) true)))
(not (=> (and $x6468) (and $x6468 (= (not (not $x10639)) $x10639))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x5335 (<= ok_a 2147483647)))
 (let (($x7608 (>= ok_a (- 2147483648))))
 (and $x7608 $x5335))))
(assert
 (let (($x10428 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x10639 (and $x10428 a)))
(let (($x6468 (and (distinct ok_a 0) true)))
(not (=> (and $x6468) (and $x6468 (= $x10639 (not (not $x10639))))))))))
(check-sat)
(pop 1)
(exit)
