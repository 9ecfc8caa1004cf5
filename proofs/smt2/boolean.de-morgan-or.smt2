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
 (let (($x3856 (<= ok_a 2147483647)))
 (let (($x5335 (>= ok_a (- 2147483648))))
 (and $x5335 $x3856))))
(assert
 (let (($x4533 (<= ok_b 2147483647)))
 (let (($x11645 (>= ok_b (- 2147483648))))
 (and $x11645 $x4533))))
(assert
 (let (($x6468 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x12736 (and $x6468 b)))
(let (($x13179 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3740 (and $x13179 a)))
(let (($x17607 (not $x3740)))
(let (($x13935 (=> $x17607 (and (distinct ok_b 0) true))))
(let (($x3824 (and (distinct ok_a 0) true)))
(let (($x15399 (=> (and $x3824 $x13935) (and $x3824 $x13935 (= (not (or $x3740 $x12736)) (and $x17607 (not $x12736)))))))
(not $x15399))))))))))
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
 (let (($x3856 (<= ok_a 2147483647)))
 (let (($x5335 (>= ok_a (- 2147483648))))
 (and $x5335 $x3856))))
(assert
 (let (($x4533 (<= ok_b 2147483647)))
 (let (($x11645 (>= ok_b (- 2147483648))))
 (and $x11645 $x4533))))
(assert
 (let (($x6468 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x12736 (and $x6468 b)))
(let (($x13179 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3740 (and $x13179 a)))
(let (($x17607 (not $x3740)))
(let (($x13935 (=> $x17607 (and (distinct ok_b 0) true))))
(let (($x3824 (and (distinct ok_a 0) true)))
(let (($x6279 (=> (and $x3824 $x13935) (and $x3824 $x13935 (= (and $x17607 (not $x12736)) (not (or $x3740 $x12736)))))))
(not $x6279))))))))))
(check-sat)
(pop 1)
(exit)
