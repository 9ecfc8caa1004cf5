; boolean/de-morgan-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(declare-fun a () Bool)
(assert
 (let (($x18438 (<= ok_a 2147483647)))
 (let (($x4712 (>= ok_a (- 2147483648))))
 (and $x4712 $x18438))))
(assert
 (let (($x4584 (<= ok_b 2147483647)))
 (let (($x833 (>= ok_b (- 2147483648))))
 (and $x833 $x4584))))
(assert
 (let (($x17021 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x3668 (and $x17021 b)))
(let (($x2298 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x4151 (and $x2298 a)))
(let (($x4141 (not $x4151)))
(let (($x17194 (=> $x4141 (and (distinct ok_b 0) true))))
(let (($x6228 (and (distinct ok_a 0) true)))
(let (($x11156 (=> (and $x6228 $x17194) (and $x6228 $x17194 (= (not (or $x4151 $x3668)) (and $x4141 (not $x3668)))))))
(not $x11156))))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(declare-fun a () Bool)
(assert
 (let (($x18438 (<= ok_a 2147483647)))
 (let (($x4712 (>= ok_a (- 2147483648))))
 (and $x4712 $x18438))))
(assert
 (let (($x4584 (<= ok_b 2147483647)))
 (let (($x833 (>= ok_b (- 2147483648))))
 (and $x833 $x4584))))
(assert
 (let (($x17021 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x3668 (and $x17021 b)))
(let (($x2298 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x4151 (and $x2298 a)))
(let (($x4141 (not $x4151)))
(let (($x17194 (=> $x4141 (and (distinct ok_b 0) true))))
(let (($x6228 (and (distinct ok_a 0) true)))
(let (($x12357 (=> (and $x6228 $x17194) (and $x6228 $x17194 (= (and $x4141 (not $x3668)) (not (or $x4151 $x3668)))))))
(not $x12357))))))))))
(check-sat)
(pop 1)
(exit)
