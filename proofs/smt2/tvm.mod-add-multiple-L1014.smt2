; tvm/mod-add-multiple-L1014: refinement both ways, 2 obligation(s) by division elimination (z3 gave up); every check-sat must answer unsat
(set-logic QF_NIA)
; index/int32 lhs<=rhs: z3 gave up; proven by division elimination (verirw/tvm_rules/divelim.py), 5 case(s), each unsat
; case index/int32 lhs<=rhs (elimination case 1 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!1 () Int)
(declare-fun dq!1 () Int)
(declare-fun dq!0 () Int)
(declare-fun dr!0 () Int)
(declare-fun dq!2 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!2 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let ((?x223 (* c2 dq!0)))
 (let ((?x176 (+ ?x223 ?x157 dr!1)))
 (<= 0 ?x176)))))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let ((?x223 (* c2 dq!0)))
 (= 0 (+ ?x223 ?x157 dr!1 (* (- 1) (* c2 (+ dq!0 dq!1))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= (+ (* c2 dq!0) (* c2 dq!1) dr!1) (- 2147483648))))))
(assert
 (let ((?x196 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x151 (+ ?x148 ?x196 dr!0)))
 (<= 0 ?x151))))))
(assert
 (and (not (<= (+ (* c2 dq!0) (* c2 dq!1) dr!1) (- 1073741824))) (not (<= 1073741824 (+ (* c2 dq!0) (* c2 dq!1) dr!1)))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x21 (= c2 (- 1))))
 (let (($x201 (and $x21 (= (+ (* (- 1) (* c2 dq!1)) (* (- 1) dr!1) dr!0) (- 2147483648)))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x161 (and $x96 $x84 (not $x201) (= (+ (* c2 dq!1) dr!1) (* (- 1) (* c2 dq!2))))))
 (let (($x189 (not (and $x21 (= (+ (* c2 dq!0) dr!0) (- 2147483648))))))
 (not (or (not (and $x96 $x84 $x189)) $x161)))))))))))
(assert
 (let (($x95 (= ok_x 0)))
 (not $x95)))
(assert
 (let ((?x223 (* c2 dq!0)))
 (let ((?x225 (+ ?x223 dr!0)))
 (>= ?x225 0))))
(assert
 (>= c2 0))
(assert
 (let ((?x196 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x151 (+ ?x148 ?x196 dr!0)))
 (>= ?x151 0))))))
(assert
 (>= dr!0 0))
(assert
 (not (<= c2 dr!0)))
(assert
 (>= dr!1 0))
(assert
 (not (<= c2 dr!1)))
(assert
 (let ((?x196 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x151 (+ ?x148 ?x196 dr!0)))
 (= ?x151 (+ (* c2 dq!2) dr!2)))))))
(assert
 (>= dr!2 0))
(assert
 (< dr!2 c2))
(assert
 (=> (= (+ (* (- 1) dq!0) (* (- 1) dq!1)) 0) (= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) 0)))
(assert
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x228 (* (- 1) dq!0)))
 (let ((?x220 (+ ?x228 ?x155)))
 (let (($x202 (>= ?x220 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x202) (>= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x223 (* c2 dq!0)))
 (let ((?x203 (* (- 1) ?x223)))
 (let ((?x204 (+ ?x203 ?x148)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x228 (* (- 1) dq!0)))
 (let ((?x220 (+ ?x228 ?x155)))
 (let (($x208 (<= ?x220 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x208) (<= ?x204 ?x13))))))))))))))
(assert
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x228 (* (- 1) dq!0)))
 (let ((?x220 (+ ?x228 ?x155)))
 (let (($x202 (>= ?x220 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x202) (<= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x223 (* c2 dq!0)))
 (let ((?x203 (* (- 1) ?x223)))
 (let ((?x204 (+ ?x203 ?x148)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x228 (* (- 1) dq!0)))
 (let ((?x220 (+ ?x228 ?x155)))
 (let (($x208 (<= ?x220 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x208) (>= ?x204 ?x13))))))))))))))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let (($x219 (= ?x157 0)))
 (let (($x243 (= dq!1 0)))
 (=> $x243 $x219)))))
(assert
 (let (($x229 (>= dq!1 1)))
 (let (($x10 (>= c2 0)))
 (let (($x141 (and $x10 $x229)))
 (=> $x141 (>= (* c2 dq!1) c2))))))
(assert
 (let (($x244 (<= dq!1 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x245 (and $x10 $x244)))
 (=> $x245 (<= (* c2 dq!1) (- c2)))))))
(assert
 (let (($x229 (>= dq!1 1)))
 (let (($x73 (<= c2 0)))
 (let (($x175 (and $x73 $x229)))
 (=> $x175 (<= (* c2 dq!1) c2))))))
(assert
 (let (($x244 (<= dq!1 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x172 (and $x73 $x244)))
 (=> $x172 (>= (* c2 dq!1) (- c2)))))))
(assert
 (let (($x165 (= dq!0 0)))
 (=> $x165 (= (* c2 dq!0) 0))))
(assert
 (let (($x144 (>= dq!0 1)))
 (let (($x10 (>= c2 0)))
 (let (($x121 (and $x10 $x144)))
 (=> $x121 (>= (* c2 dq!0) c2))))))
(assert
 (let (($x180 (<= dq!0 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x231 (and $x10 $x180)))
 (=> $x231 (<= (* c2 dq!0) (- c2)))))))
(assert
 (let (($x144 (>= dq!0 1)))
 (let (($x73 (<= c2 0)))
 (let (($x238 (and $x73 $x144)))
 (=> $x238 (<= (* c2 dq!0) c2))))))
(assert
 (let (($x180 (<= dq!0 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x247 (and $x73 $x180)))
 (=> $x247 (>= (* c2 dq!0) (- c2)))))))
(assert
 (=> (= (* (- 1) dq!1) 0) (= (* (- 1) (* c2 dq!1)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!1) 1)) (>= (* (- 1) (* c2 dq!1)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!1) (- 1))) (<= (* (- 1) (* c2 dq!1)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!1) 1)) (<= (* (- 1) (* c2 dq!1)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!1) (- 1))) (>= (* (- 1) (* c2 dq!1)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!1) (* (- 1) dq!2)) 0) (= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) 0)))
(assert
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x155 ?x269)))
 (let (($x270 (>= ?x271 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x270) (>= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x139 (* c2 dq!2)))
 (let ((?x171 (* (- 1) ?x139)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x272 (+ ?x148 ?x171)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x155 ?x269)))
 (let (($x276 (<= ?x271 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x276) (<= ?x272 ?x13))))))))))))))
(assert
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x155 ?x269)))
 (let (($x270 (>= ?x271 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x270) (<= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x139 (* c2 dq!2)))
 (let ((?x171 (* (- 1) ?x139)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x148 (* (- 1) ?x157)))
 (let ((?x272 (+ ?x148 ?x171)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x155 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x155 ?x269)))
 (let (($x276 (<= ?x271 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x276) (>= ?x272 ?x13))))))))))))))
(assert
 (let ((?x288 (+ dq!1 dq!2)))
 (let (($x287 (= ?x288 0)))
 (=> $x287 (= (+ (* c2 dq!1) (* c2 dq!2)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!1 dq!2) 1)) (>= (+ (* c2 dq!1) (* c2 dq!2)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!1 dq!2) (- 1))) (<= (+ (* c2 dq!1) (* c2 dq!2)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!1 dq!2) 1)) (<= (+ (* c2 dq!1) (* c2 dq!2)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!1 dq!2) (- 1))) (>= (+ (* c2 dq!1) (* c2 dq!2)) (- c2))))
(assert
 (let ((?x158 (+ dq!0 dq!1)))
 (let (($x307 (= ?x158 0)))
 (=> $x307 (= (+ (* c2 dq!0) (* c2 dq!1)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!0 dq!1) 1)) (>= (+ (* c2 dq!0) (* c2 dq!1)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!0 dq!1) (- 1))) (<= (+ (* c2 dq!0) (* c2 dq!1)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!0 dq!1) 1)) (<= (+ (* c2 dq!0) (* c2 dq!1)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!0 dq!1) (- 1))) (>= (+ (* c2 dq!0) (* c2 dq!1)) (- c2))))
(check-sat)
(pop 1)
; case index/int32 lhs<=rhs (elimination case 2 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!5 () Int)
(declare-fun dq!5 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!6 () Int)
(declare-fun dq!6 () Int)
(declare-fun dq!7 () Int)
(declare-fun dr!7 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x118 (* c2 dq!5)))
 (let ((?x125 (+ ?x118 dr!5)))
 (<= 0 ?x125))))
(assert
 (= 0 dr!5))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (not (and (= c2 (- 1)) (= (+ (* c2 dq!5) dr!5) (- 2147483648)))))
(assert
 (let ((?x425 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x455 (* (- 1) dr!6)))
 (let ((?x130 (* c2 dq!6)))
 (let ((?x102 (* (- 1) ?x130)))
 (<= 0 (+ ?x102 ?x455 ?x363 ?x107 ?x425)))))))))))
(assert
 (let (($x105 (not (<= (+ (* c2 dq!5) dr!5) (- 1073741824)))))
 (and $x105 (not (<= 1073741824 (+ (* c2 dq!5) dr!5))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x418 (= (+ (* c2 dq!5) dr!5 (* c2 dq!6)) (* c2 (+ dq!6 dq!5 dq!7)))))
 (let ((?x425 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x455 (* (- 1) dr!6)))
 (let ((?x130 (* c2 dq!6)))
 (let ((?x102 (* (- 1) ?x130)))
 (let ((?x559 (+ ?x102 ?x455 ?x107 ?x425)))
 (let (($x21 (= c2 (- 1))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x539 (or (not (and $x96 $x84 (not (and $x21 (= (+ ?x102 ?x455) (- 2147483648)))))) (and $x96 $x84 (not (and $x21 (= ?x559 (- 2147483648)))) $x418))))
 (not $x539))))))))))))))))
(assert
 (= ok_x 0))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!6)) (* (- 1) dr!6)) 0)))
(assert
 (let ((?x425 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x455 (* (- 1) dr!6)))
 (let ((?x130 (* c2 dq!6)))
 (let ((?x102 (* (- 1) ?x130)))
 (let ((?x559 (+ ?x102 ?x455 ?x107 ?x425)))
 (not (>= ?x559 0))))))))))
(assert
 (>= c2 0))
(assert
 (>= dr!5 0))
(assert
 (not (<= c2 dr!5)))
(assert
 (>= dr!6 0))
(assert
 (not (<= c2 dr!6)))
(assert
 (= (+ dr!6 dr!5) (+ (* c2 dq!7) dr!7)))
(assert
 (>= dr!7 0))
(assert
 (< dr!7 c2))
(assert
 (=> (= (* (- 1) dq!5) 0) (= (* (- 1) (* c2 dq!5)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!5) 1)) (>= (* (- 1) (* c2 dq!5)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!5) (- 1))) (<= (* (- 1) (* c2 dq!5)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!5) 1)) (<= (* (- 1) (* c2 dq!5)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!5) (- 1))) (>= (* (- 1) (* c2 dq!5)) (- c2))))
(assert
 (let ((?x344 (+ dq!6 dq!5)))
 (let (($x415 (= ?x344 0)))
 (=> $x415 (= (+ (* c2 dq!6) (* c2 dq!5)) 0)))))
(assert
 (let ((?x344 (+ dq!6 dq!5)))
 (let (($x133 (>= ?x344 1)))
 (let (($x10 (>= c2 0)))
 (let (($x449 (and $x10 $x133)))
 (=> $x449 (>= (+ (* c2 dq!6) (* c2 dq!5)) c2)))))))
(assert
 (let ((?x344 (+ dq!6 dq!5)))
 (let (($x374 (<= ?x344 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x399 (and $x10 $x374)))
 (=> $x399 (<= (+ (* c2 dq!6) (* c2 dq!5)) (- c2))))))))
(assert
 (let ((?x344 (+ dq!6 dq!5)))
 (let (($x133 (>= ?x344 1)))
 (let (($x73 (<= c2 0)))
 (let (($x500 (and $x73 $x133)))
 (=> $x500 (<= (+ (* c2 dq!6) (* c2 dq!5)) c2)))))))
(assert
 (let ((?x344 (+ dq!6 dq!5)))
 (let (($x374 (<= ?x344 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x567 (and $x73 $x374)))
 (=> $x567 (>= (+ (* c2 dq!6) (* c2 dq!5)) (- c2))))))))
(assert
 (=> (= (* (- 1) dq!7) 0) (= (* (- 1) (* c2 dq!7)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!7) 1)) (>= (* (- 1) (* c2 dq!7)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!7) (- 1))) (<= (* (- 1) (* c2 dq!7)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!7) 1)) (<= (* (- 1) (* c2 dq!7)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!7) (- 1))) (>= (* (- 1) (* c2 dq!7)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!6) (* (- 1) dq!5)) 0) (= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) 0)))
(assert
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x337 (>= ?x604 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x337) (>= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x130 (* c2 dq!6)))
 (let ((?x102 (* (- 1) ?x130)))
 (let ((?x330 (+ ?x102 ?x107)))
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x341 (<= ?x604 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x341) (<= ?x330 ?x13))))))))))))))
(assert
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x337 (>= ?x604 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x337) (<= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x130 (* c2 dq!6)))
 (let ((?x102 (* (- 1) ?x130)))
 (let ((?x330 (+ ?x102 ?x107)))
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x341 (<= ?x604 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x341) (>= ?x330 ?x13))))))))))))))
(assert
 (=> (= (* (- 1) dq!6) 0) (= (* (- 1) (* c2 dq!6)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!6) 1)) (>= (* (- 1) (* c2 dq!6)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!6) (- 1))) (<= (* (- 1) (* c2 dq!6)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!6) 1)) (<= (* (- 1) (* c2 dq!6)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!6) (- 1))) (>= (* (- 1) (* c2 dq!6)) (- c2))))
(assert
 (let ((?x118 (* c2 dq!5)))
 (let (($x412 (= ?x118 0)))
 (let (($x406 (= dq!5 0)))
 (=> $x406 $x412)))))
(assert
 (let (($x402 (>= dq!5 1)))
 (let (($x10 (>= c2 0)))
 (let (($x407 (and $x10 $x402)))
 (=> $x407 (>= (* c2 dq!5) c2))))))
(assert
 (let (($x421 (<= dq!5 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x422 (and $x10 $x421)))
 (=> $x422 (<= (* c2 dq!5) (- c2)))))))
(assert
 (let (($x402 (>= dq!5 1)))
 (let (($x73 (<= c2 0)))
 (let (($x431 (and $x73 $x402)))
 (=> $x431 (<= (* c2 dq!5) c2))))))
(assert
 (let (($x421 (<= dq!5 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x437 (and $x73 $x421)))
(=> $x437 (>= (* c2 dq!5) (- c2)))))))
(check-sat)
(pop 1)
; case index/int32 lhs<=rhs (elimination case 3 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!8 () Int)
(declare-fun dq!8 () Int)
(declare-fun dr!9 () Int)
(declare-fun dq!9 () Int)
(declare-fun dq!10 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!10 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x339 (* (- 1) dr!8)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x467 (* (- 1) dr!9)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x516 (+ ?x492 ?x467 ?x451 ?x339)))
 (<= 0 ?x516)))))))))
(assert
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x339 (* (- 1) dr!8)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x467 (* (- 1) dr!9)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (= 0 (+ ?x492 ?x467 ?x451 ?x339 ?x605)))))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let ((?x339 (* (- 1) dr!8)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x467 (* (- 1) dr!9)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x516 (+ ?x492 ?x467 ?x451 ?x339)))
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= ?x516 (- 2147483648)))))))))))))
(assert
 (let ((?x363 (* (- 1) (ite (>= ok_x 0) dz!4 dz!3))))
 (let ((?x482 (* c2 dq!8)))
 (<= 0 (+ ?x482 dr!8 ?x363)))))
(assert
 (let ((?x339 (* (- 1) dr!8)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x467 (* (- 1) dr!9)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x516 (+ ?x492 ?x467 ?x451 ?x339)))
 (and (not (<= ?x516 (- 1073741824))) (not (<= 1073741824 ?x516)))))))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x395 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!8) dr!8) (- 2147483648)))) (= (+ (* (- 1) dr!9) (* (- 1) dr!8)) 0))))
 (let (($x21 (= c2 (- 1))))
 (let (($x549 (not (and $x21 (= (+ (* (- 1) (* c2 dq!9)) (* (- 1) dr!9)) (- 2147483648))))))
 (not (or (not (and $x96 $x84 $x549)) $x395))))))))))
(assert
 (= ok_x 0))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!9)) (* (- 1) dr!9)) 0)))
(assert
 (let ((?x482 (* c2 dq!8)))
 (let ((?x472 (+ ?x482 dr!8)))
 (>= ?x472 0))))
(assert
 (>= c2 0))
(assert
 (>= dr!8 0))
(assert
 (not (<= c2 dr!8)))
(assert
 (>= dr!9 0))
(assert
 (not (<= c2 dr!9)))
(assert
 (let ((?x339 (* (- 1) dr!8)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x467 (* (- 1) dr!9)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x516 (+ ?x492 ?x467 ?x451 ?x339)))
 (= ?x516 (+ (* c2 dq!10) dr!10))))))))))
(assert
 (>= dr!10 0))
(assert
 (< dr!10 c2))
(assert
 (let ((?x110 (+ dq!9 dq!8)))
 (let (($x471 (= ?x110 0)))
 (=> $x471 (= (+ (* c2 dq!9) (* c2 dq!8)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!9 dq!8) 1)) (>= (+ (* c2 dq!9) (* c2 dq!8)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!9 dq!8) (- 1))) (<= (+ (* c2 dq!9) (* c2 dq!8)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!9 dq!8) 1)) (<= (+ (* c2 dq!9) (* c2 dq!8)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!9 dq!8) (- 1))) (>= (+ (* c2 dq!9) (* c2 dq!8)) (- c2))))
(assert
 (=> (= (+ dq!9 dq!8 dq!10) 0) (= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) 0)))
(assert
 (=> (and (>= c2 0) (>= (+ dq!9 dq!8 dq!10) 1)) (>= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!9 dq!8 dq!10) (- 1))) (<= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!9 dq!8 dq!10) 1)) (<= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!9 dq!8 dq!10) (- 1))) (>= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) (- c2))))
(assert
 (=> (= (* (- 1) dq!8) 0) (= (* (- 1) (* c2 dq!8)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!8) 1)) (>= (* (- 1) (* c2 dq!8)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!8) (- 1))) (<= (* (- 1) (* c2 dq!8)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!8) 1)) (<= (* (- 1) (* c2 dq!8)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!8) (- 1))) (>= (* (- 1) (* c2 dq!8)) (- c2))))
(assert
 (let ((?x482 (* c2 dq!8)))
 (let (($x613 (= ?x482 0)))
 (let (($x612 (= dq!8 0)))
 (=> $x612 $x613)))))
(assert
 (let (($x615 (>= dq!8 1)))
 (let (($x10 (>= c2 0)))
 (let (($x616 (and $x10 $x615)))
 (=> $x616 (>= (* c2 dq!8) c2))))))
(assert
 (let (($x619 (<= dq!8 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x620 (and $x10 $x619)))
 (=> $x620 (<= (* c2 dq!8) (- c2)))))))
(assert
 (let (($x615 (>= dq!8 1)))
 (let (($x73 (<= c2 0)))
 (let (($x623 (and $x73 $x615)))
 (=> $x623 (<= (* c2 dq!8) c2))))))
(assert
 (let (($x619 (<= dq!8 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x626 (and $x73 $x619)))
 (=> $x626 (>= (* c2 dq!8) (- c2)))))))
(assert
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x636 (+ ?x492 ?x451 ?x605)))
 (=> (= (+ (* (- 1) dq!9) (* (- 1) dq!8) (* (- 1) dq!10)) 0) (= ?x636 0))))))))))
(assert
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x636 (+ ?x492 ?x451 ?x605)))
 (let ((?x634 (* (- 1) dq!10)))
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x611 (+ ?x632 ?x493 ?x634)))
 (let (($x633 (>= ?x611 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x633) (>= ?x636 c2))))))))))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x636 (+ ?x492 ?x451 ?x605)))
 (let ((?x634 (* (- 1) dq!10)))
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x611 (+ ?x632 ?x493 ?x634)))
 (let (($x639 (<= ?x611 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x639) (<= ?x636 ?x13)))))))))))))))))
(assert
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x636 (+ ?x492 ?x451 ?x605)))
 (let ((?x634 (* (- 1) dq!10)))
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x611 (+ ?x632 ?x493 ?x634)))
 (let (($x633 (>= ?x611 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x633) (<= ?x636 c2))))))))))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x522 (* c2 dq!10)))
 (let ((?x605 (* (- 1) ?x522)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x636 (+ ?x492 ?x451 ?x605)))
 (let ((?x634 (* (- 1) dq!10)))
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x611 (+ ?x632 ?x493 ?x634)))
 (let (($x639 (<= ?x611 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x639) (>= ?x636 ?x13)))))))))))))))))
(assert
 (=> (= (* (- 1) dq!9) 0) (= (* (- 1) (* c2 dq!9)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!9) 1)) (>= (* (- 1) (* c2 dq!9)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!9) (- 1))) (<= (* (- 1) (* c2 dq!9)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!9) 1)) (<= (* (- 1) (* c2 dq!9)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!9) (- 1))) (>= (* (- 1) (* c2 dq!9)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!9) (* (- 1) dq!8)) 0) (= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) 0)))
(assert
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x666 (+ ?x632 ?x493)))
 (let (($x669 (>= ?x666 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x669) (>= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x482 (* c2 dq!8)))
 (let ((?x451 (* (- 1) ?x482)))
 (let ((?x486 (* c2 dq!9)))
 (let ((?x492 (* (- 1) ?x486)))
 (let ((?x668 (+ ?x492 ?x451)))
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x666 (+ ?x632 ?x493)))
 (let (($x671 (<= ?x666 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x671) (<= ?x668 ?x13))))))))))))))
(assert
 (let ((?x493 (* (- 1) dq!8)))
 (let ((?x632 (* (- 1) dq!9)))
 (let ((?x666 (+ ?x632 ?x493)))
 (let (($x669 (>= ?x666 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x669) (<= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) c2))))))))
(assert
 (let ((?x13 (- c2)))
(let ((?x482 (* c2 dq!8)))
(let ((?x451 (* (- 1) ?x482)))
(let ((?x486 (* c2 dq!9)))
(let ((?x492 (* (- 1) ?x486)))
(let ((?x668 (+ ?x492 ?x451)))
(let ((?x493 (* (- 1) dq!8)))
(let ((?x632 (* (- 1) dq!9)))
(let ((?x666 (+ ?x632 ?x493)))
(let (($x671 (<= ?x666 (- 1))))
(let (($x73 (<= c2 0)))
(=> (and $x73 $x671) (>= ?x668 ?x13))))))))))))))
(check-sat)
(pop 1)
; case index/int32 lhs<=rhs (elimination case 4 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!12 () Int)
(declare-fun dq!12 () Int)
(declare-fun dr!11 () Int)
(declare-fun dq!11 () Int)
(declare-fun dq!13 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!13 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x704 (* c2 dq!12)))
 (let ((?x699 (* c2 dq!11)))
 (let ((?x364 (+ ?x699 dr!11 ?x704 dr!12)))
 (<= 0 ?x364)))))
(assert
 (let ((?x704 (* c2 dq!12)))
 (let ((?x699 (* c2 dq!11)))
 (let ((?x730 (+ ?x699 dr!11 ?x704 dr!12 (* (- 1) (* c2 (+ dq!11 dq!12 dq!13))))))
 (= 0 ?x730)))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let (($x21 (= c2 (- 1))))
 (let (($x742 (and $x21 (= (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12) (- 2147483648)))))
 (not $x742))))
(assert
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x712 (* (- 1) dr!12)))
 (let ((?x704 (* c2 dq!12)))
 (let ((?x720 (* (- 1) ?x704)))
 (<= 0 (+ ?x720 ?x712 ?x363))))))))
(assert
 (let (($x756 (not (<= 1073741824 (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12)))))
 (let (($x754 (not (<= (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12) (- 1073741824)))))
 (and $x754 $x756))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x21 (= c2 (- 1))))
 (let (($x758 (and $x21 (= (+ (* (- 1) (* c2 dq!12)) (* (- 1) dr!12)) (- 2147483648)))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x724 (and $x96 $x84 (not (and $x21 (= (+ (* c2 dq!11) dr!11) (- 2147483648)))))))
 (let (($x768 (or (not $x724) (and $x96 $x84 (not $x758) (= (+ dr!11 dr!12) 0)))))
 (not $x768))))))))))
(assert
 (= ok_x 0))
(assert
 (let ((?x699 (* c2 dq!11)))
 (let ((?x116 (+ ?x699 dr!11)))
 (>= ?x116 0))))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!12)) (* (- 1) dr!12)) 0)))
(assert
 (>= c2 0))
(assert
 (>= dr!11 0))
(assert
 (not (<= c2 dr!11)))
(assert
 (>= dr!12 0))
(assert
 (not (<= c2 dr!12)))
(assert
 (let ((?x766 (+ dr!11 dr!12)))
 (= ?x766 (+ (* c2 dq!13) dr!13))))
(assert
 (>= dr!13 0))
(assert
 (< dr!13 c2))
(assert
 (=> (= (+ (* (- 1) dq!11) (* (- 1) dq!12)) 0) (= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) 0)))
(assert
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x366 (+ (* (- 1) dq!11) ?x106)))
 (let (($x745 (>= ?x366 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x745) (>= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x704 (* c2 dq!12)))
 (let ((?x720 (* (- 1) ?x704)))
 (let ((?x699 (* c2 dq!11)))
 (let ((?x746 (* (- 1) ?x699)))
 (let ((?x747 (+ ?x746 ?x720)))
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x366 (+ (* (- 1) dq!11) ?x106)))
 (let (($x727 (<= ?x366 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x727) (<= ?x747 ?x13)))))))))))))
(assert
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x366 (+ (* (- 1) dq!11) ?x106)))
 (let (($x745 (>= ?x366 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x745) (<= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x704 (* c2 dq!12)))
 (let ((?x720 (* (- 1) ?x704)))
 (let ((?x699 (* c2 dq!11)))
 (let ((?x746 (* (- 1) ?x699)))
 (let ((?x747 (+ ?x746 ?x720)))
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x366 (+ (* (- 1) dq!11) ?x106)))
 (let (($x727 (<= ?x366 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x727) (>= ?x747 ?x13)))))))))))))
(assert
 (let ((?x508 (* c2 dq!13)))
 (let (($x498 (= ?x508 0)))
 (let (($x760 (= dq!13 0)))
 (=> $x760 $x498)))))
(assert
 (let (($x731 (>= dq!13 1)))
 (let (($x10 (>= c2 0)))
 (let (($x717 (and $x10 $x731)))
 (=> $x717 (>= (* c2 dq!13) c2))))))
(assert
 (let (($x752 (<= dq!13 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x733 (and $x10 $x752)))
 (=> $x733 (<= (* c2 dq!13) (- c2)))))))
(assert
 (let (($x731 (>= dq!13 1)))
 (let (($x73 (<= c2 0)))
 (let (($x762 (and $x73 $x731)))
 (=> $x762 (<= (* c2 dq!13) c2))))))
(assert
 (let (($x752 (<= dq!13 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x771 (and $x73 $x752)))
 (=> $x771 (>= (* c2 dq!13) (- c2)))))))
(assert
 (let ((?x704 (* c2 dq!12)))
 (let (($x774 (= ?x704 0)))
 (let (($x743 (= dq!12 0)))
 (=> $x743 $x774)))))
(assert
 (let (($x776 (>= dq!12 1)))
 (let (($x10 (>= c2 0)))
 (let (($x777 (and $x10 $x776)))
 (=> $x777 (>= (* c2 dq!12) c2))))))
(assert
 (let (($x780 (<= dq!12 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x782 (and $x10 $x780)))
 (=> $x782 (<= (* c2 dq!12) (- c2)))))))
(assert
 (let (($x776 (>= dq!12 1)))
 (let (($x73 (<= c2 0)))
 (let (($x785 (and $x73 $x776)))
 (=> $x785 (<= (* c2 dq!12) c2))))))
(assert
 (let (($x780 (<= dq!12 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x788 (and $x73 $x780)))
 (=> $x788 (>= (* c2 dq!12) (- c2)))))))
(assert
 (let (($x791 (= dq!11 0)))
 (=> $x791 (= (* c2 dq!11) 0))))
(assert
 (let (($x794 (>= dq!11 1)))
 (let (($x10 (>= c2 0)))
 (let (($x795 (and $x10 $x794)))
 (=> $x795 (>= (* c2 dq!11) c2))))))
(assert
 (let (($x798 (<= dq!11 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x799 (and $x10 $x798)))
 (=> $x799 (<= (* c2 dq!11) (- c2)))))))
(assert
 (let (($x794 (>= dq!11 1)))
 (let (($x73 (<= c2 0)))
 (let (($x802 (and $x73 $x794)))
 (=> $x802 (<= (* c2 dq!11) c2))))))
(assert
 (let (($x798 (<= dq!11 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x805 (and $x73 $x798)))
 (=> $x805 (>= (* c2 dq!11) (- c2)))))))
(assert
 (=> (= (* (- 1) dq!13) 0) (= (* (- 1) (* c2 dq!13)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!13) 1)) (>= (* (- 1) (* c2 dq!13)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!13) (- 1))) (<= (* (- 1) (* c2 dq!13)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!13) 1)) (<= (* (- 1) (* c2 dq!13)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!13) (- 1))) (>= (* (- 1) (* c2 dq!13)) (- c2))))
(assert
 (=> (= (* (- 1) dq!12) 0) (= (* (- 1) (* c2 dq!12)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!12) 1)) (>= (* (- 1) (* c2 dq!12)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!12) (- 1))) (<= (* (- 1) (* c2 dq!12)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!12) 1)) (<= (* (- 1) (* c2 dq!12)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!12) (- 1))) (>= (* (- 1) (* c2 dq!12)) (- c2))))
(assert
 (let ((?x704 (* c2 dq!12)))
 (let ((?x699 (* c2 dq!11)))
 (let ((?x848 (+ ?x699 ?x704)))
 (let (($x847 (= ?x848 0)))
 (let ((?x843 (+ dq!11 dq!12)))
 (let (($x849 (= ?x843 0)))
 (=> $x849 $x847))))))))
(assert
 (let ((?x843 (+ dq!11 dq!12)))
 (let (($x850 (>= ?x843 1)))
 (let (($x10 (>= c2 0)))
 (let (($x851 (and $x10 $x850)))
 (=> $x851 (>= (+ (* c2 dq!11) (* c2 dq!12)) c2)))))))
(assert
 (let ((?x843 (+ dq!11 dq!12)))
 (let (($x854 (<= ?x843 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x855 (and $x10 $x854)))
 (=> $x855 (<= (+ (* c2 dq!11) (* c2 dq!12)) (- c2))))))))
(assert
 (let ((?x843 (+ dq!11 dq!12)))
 (let (($x850 (>= ?x843 1)))
 (let (($x73 (<= c2 0)))
 (let (($x858 (and $x73 $x850)))
 (=> $x858 (<= (+ (* c2 dq!11) (* c2 dq!12)) c2)))))))
(assert
 (let ((?x843 (+ dq!11 dq!12)))
(let (($x854 (<= ?x843 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x861 (and $x73 $x854)))
(=> $x861 (>= (+ (* c2 dq!11) (* c2 dq!12)) (- c2))))))))
(check-sat)
(pop 1)
; case index/int32 lhs<=rhs (elimination case 5 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!15 () Int)
(declare-fun dq!15 () Int)
(declare-fun dr!14 () Int)
(declare-fun dq!14 () Int)
(declare-fun dq!16 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!16 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x896 (* (- 1) dr!15)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x875 (* c2 dq!14)))
 (let ((?x893 (+ ?x875 dr!14 ?x880 ?x896)))
 (<= 0 ?x893)))))))
(assert
 (let ((?x896 (* (- 1) dr!15)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x875 (* c2 dq!14)))
 (= 0 (+ ?x875 dr!14 ?x880 ?x896 (* (- 1) (* c2 (+ dq!14 dq!16))))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let ((?x896 (* (- 1) dr!15)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x875 (* c2 dq!14)))
 (let ((?x893 (+ ?x875 dr!14 ?x880 ?x896)))
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= ?x893 (- 2147483648)))))))))))
(assert
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x876 (* c2 dq!15)))
 (<= 0 (+ ?x876 dr!15 ?x363))))))
(assert
 (let ((?x896 (* (- 1) dr!15)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x875 (* c2 dq!14)))
 (let ((?x893 (+ ?x875 dr!14 ?x880 ?x896)))
 (and (not (<= ?x893 (- 1073741824))) (not (<= 1073741824 ?x893)))))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x940 (= (+ dr!14 (* (- 1) dr!15)) 0)))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x938 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!15) dr!15) (- 2147483648)))) $x940)))
 (let (($x900 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!14) dr!14) (- 2147483648)))))))
 (not (or (not $x900) $x938))))))))))
(assert
 (= ok_x 0))
(assert
 (let ((?x875 (* c2 dq!14)))
 (let ((?x871 (+ ?x875 dr!14)))
 (>= ?x871 0))))
(assert
 (let ((?x876 (* c2 dq!15)))
 (let ((?x873 (+ ?x876 dr!15)))
 (>= ?x873 0))))
(assert
 (>= c2 0))
(assert
 (>= dr!14 0))
(assert
 (not (<= c2 dr!14)))
(assert
 (>= dr!15 0))
(assert
 (not (<= c2 dr!15)))
(assert
 (= (+ dr!14 (* (- 1) (* c2 dq!15)) (* (- 1) dr!15)) (+ (* c2 dq!16) dr!16)))
(assert
 (>= dr!16 0))
(assert
 (< dr!16 c2))
(assert
 (=> (= (+ (* (- 1) dq!14) dq!15) 0) (= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) 0)))
(assert
 (=> (and (>= c2 0) (>= (+ (* (- 1) dq!14) dq!15) 1)) (>= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ (* (- 1) dq!14) dq!15) (- 1))) (<= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ (* (- 1) dq!14) dq!15) 1)) (<= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ (* (- 1) dq!14) dq!15) (- 1))) (>= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) (- c2))))
(assert
 (let ((?x912 (+ dq!15 dq!16)))
 (let (($x357 (= ?x912 0)))
 (=> $x357 (= (+ (* c2 dq!15) (* c2 dq!16)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!15 dq!16) 1)) (>= (+ (* c2 dq!15) (* c2 dq!16)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!15 dq!16) (- 1))) (<= (+ (* c2 dq!15) (* c2 dq!16)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!15 dq!16) 1)) (<= (+ (* c2 dq!15) (* c2 dq!16)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!15 dq!16) (- 1))) (>= (+ (* c2 dq!15) (* c2 dq!16)) (- c2))))
(assert
 (=> (= (* (- 1) dq!15) 0) (= (* (- 1) (* c2 dq!15)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!15) 1)) (>= (* (- 1) (* c2 dq!15)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!15) (- 1))) (<= (* (- 1) (* c2 dq!15)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!15) 1)) (<= (* (- 1) (* c2 dq!15)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!15) (- 1))) (>= (* (- 1) (* c2 dq!15)) (- c2))))
(assert
 (let (($x968 (= dq!14 0)))
 (=> $x968 (= (* c2 dq!14) 0))))
(assert
 (let (($x971 (>= dq!14 1)))
 (let (($x10 (>= c2 0)))
 (let (($x972 (and $x10 $x971)))
 (=> $x972 (>= (* c2 dq!14) c2))))))
(assert
 (let (($x975 (<= dq!14 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x976 (and $x10 $x975)))
 (=> $x976 (<= (* c2 dq!14) (- c2)))))))
(assert
 (let (($x971 (>= dq!14 1)))
 (let (($x73 (<= c2 0)))
 (let (($x979 (and $x73 $x971)))
 (=> $x979 (<= (* c2 dq!14) c2))))))
(assert
 (let (($x975 (<= dq!14 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x982 (and $x73 $x975)))
 (=> $x982 (>= (* c2 dq!14) (- c2)))))))
(assert
 (let ((?x876 (* c2 dq!15)))
 (let (($x986 (= ?x876 0)))
 (let (($x985 (= dq!15 0)))
 (=> $x985 $x986)))))
(assert
 (let (($x988 (>= dq!15 1)))
 (let (($x10 (>= c2 0)))
 (let (($x989 (and $x10 $x988)))
 (=> $x989 (>= (* c2 dq!15) c2))))))
(assert
 (let (($x992 (<= dq!15 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x993 (and $x10 $x992)))
 (=> $x993 (<= (* c2 dq!15) (- c2)))))))
(assert
 (let (($x988 (>= dq!15 1)))
 (let (($x73 (<= c2 0)))
 (let (($x996 (and $x73 $x988)))
 (=> $x996 (<= (* c2 dq!15) c2))))))
(assert
 (let (($x992 (<= dq!15 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x999 (and $x73 $x992)))
 (=> $x999 (>= (* c2 dq!15) (- c2)))))))
(assert
 (=> (= (+ (* (- 1) dq!15) (* (- 1) dq!16)) 0) (= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) 0)))
(assert
 (let ((?x1005 (* (- 1) dq!16)))
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1006 (+ ?x956 ?x1005)))
 (let (($x1007 (>= ?x1006 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x1007) (>= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x687 (* c2 dq!16)))
 (let ((?x1003 (* (- 1) ?x687)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x1004 (+ ?x880 ?x1003)))
 (let ((?x1005 (* (- 1) dq!16)))
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1006 (+ ?x956 ?x1005)))
 (let (($x1012 (<= ?x1006 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x1012) (<= ?x1004 ?x13))))))))))))))
(assert
 (let ((?x1005 (* (- 1) dq!16)))
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1006 (+ ?x956 ?x1005)))
 (let (($x1007 (>= ?x1006 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x1007) (<= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x687 (* c2 dq!16)))
 (let ((?x1003 (* (- 1) ?x687)))
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x1004 (+ ?x880 ?x1003)))
 (let ((?x1005 (* (- 1) dq!16)))
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1006 (+ ?x956 ?x1005)))
 (let (($x1012 (<= ?x1006 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x1012) (>= ?x1004 ?x13))))))))))))))
(assert
 (let ((?x876 (* c2 dq!15)))
 (let ((?x880 (* (- 1) ?x876)))
 (let ((?x875 (* c2 dq!14)))
 (let ((?x1025 (+ ?x875 ?x880)))
 (let (($x1023 (= ?x1025 0)))
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1031 (+ dq!14 ?x956)))
 (let (($x1026 (= ?x1031 0)))
 (=> $x1026 $x1023))))))))))
(assert
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1031 (+ dq!14 ?x956)))
 (let (($x1030 (>= ?x1031 1)))
 (let (($x10 (>= c2 0)))
 (let (($x1022 (and $x10 $x1030)))
 (=> $x1022 (>= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) c2))))))))
(assert
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1031 (+ dq!14 ?x956)))
 (let (($x1032 (<= ?x1031 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x1033 (and $x10 $x1032)))
 (=> $x1033 (<= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) (- c2)))))))))
(assert
 (let ((?x956 (* (- 1) dq!15)))
 (let ((?x1031 (+ dq!14 ?x956)))
 (let (($x1030 (>= ?x1031 1)))
 (let (($x73 (<= c2 0)))
 (let (($x1036 (and $x73 $x1030)))
 (=> $x1036 (<= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) c2))))))))
(assert
 (let ((?x956 (* (- 1) dq!15)))
(let ((?x1031 (+ dq!14 ?x956)))
(let (($x1032 (<= ?x1031 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x1039 (and $x73 $x1032)))
(=> $x1039 (>= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) (- c2)))))))))
(check-sat)
(pop 1)
; index/int32 rhs<=lhs: z3 gave up; proven by division elimination (verirw/tvm_rules/divelim.py), 5 case(s), each unsat
; case index/int32 rhs<=lhs (elimination case 1 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!1 () Int)
(declare-fun dq!1 () Int)
(declare-fun dq!0 () Int)
(declare-fun dr!0 () Int)
(declare-fun dq!2 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!2 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let ((?x214 (* c2 dq!0)))
 (let ((?x183 (+ ?x214 ?x157 dr!1)))
 (<= 0 ?x183)))))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let ((?x214 (* c2 dq!0)))
 (= 0 (+ ?x214 ?x157 dr!1 (* (- 1) (* c2 (+ dq!0 dq!1))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= (+ (* c2 dq!0) (* c2 dq!1) dr!1) (- 2147483648))))))
(assert
 (let ((?x147 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x145 (+ ?x195 ?x147 dr!0)))
 (<= 0 ?x145))))))
(assert
 (and (not (<= (+ (* c2 dq!0) (* c2 dq!1) dr!1) (- 1073741824))) (not (<= 1073741824 (+ (* c2 dq!0) (* c2 dq!1) dr!1)))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x199 (not (and (= c2 (- 1)) (= (+ (* c2 dq!0) dr!0) (- 2147483648))))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x196 (and $x96 $x84 $x199 (= (* (- 1) (* c2 dq!2)) (+ (* c2 dq!1) dr!1)))))
 (let (($x21 (= c2 (- 1))))
 (let (($x201 (and $x21 (= (+ (* (- 1) (* c2 dq!1)) (* (- 1) dr!1) dr!0) (- 2147483648)))))
 (not (or (not (and $x96 $x84 (not $x201))) $x196)))))))))))
(assert
 (let (($x95 (= ok_x 0)))
 (not $x95)))
(assert
 (let ((?x214 (* c2 dq!0)))
 (let ((?x216 (+ ?x214 dr!0)))
 (>= ?x216 0))))
(assert
 (>= c2 0))
(assert
 (let ((?x147 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x145 (+ ?x195 ?x147 dr!0)))
 (>= ?x145 0))))))
(assert
 (>= dr!0 0))
(assert
 (not (<= c2 dr!0)))
(assert
 (>= dr!1 0))
(assert
 (not (<= c2 dr!1)))
(assert
 (let ((?x147 (* (- 1) dr!1)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x145 (+ ?x195 ?x147 dr!0)))
 (= ?x145 (+ (* c2 dq!2) dr!2)))))))
(assert
 (>= dr!2 0))
(assert
 (< dr!2 c2))
(assert
 (=> (= (+ (* (- 1) dq!0) (* (- 1) dq!1)) 0) (= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) 0)))
(assert
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x211 (+ (* (- 1) dq!0) ?x150)))
 (let (($x202 (>= ?x211 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x202) (>= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x214 (* c2 dq!0)))
 (let ((?x203 (* (- 1) ?x214)))
 (let ((?x204 (+ ?x203 ?x195)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x211 (+ (* (- 1) dq!0) ?x150)))
 (let (($x208 (<= ?x211 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x208) (<= ?x204 ?x13)))))))))))))
(assert
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x211 (+ (* (- 1) dq!0) ?x150)))
 (let (($x202 (>= ?x211 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x202) (<= (+ (* (- 1) (* c2 dq!0)) (* (- 1) (* c2 dq!1))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x214 (* c2 dq!0)))
 (let ((?x203 (* (- 1) ?x214)))
 (let ((?x204 (+ ?x203 ?x195)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x211 (+ (* (- 1) dq!0) ?x150)))
 (let (($x208 (<= ?x211 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x208) (>= ?x204 ?x13)))))))))))))
(assert
 (let ((?x157 (* c2 dq!1)))
 (let (($x226 (= ?x157 0)))
 (let (($x243 (= dq!1 0)))
 (=> $x243 $x226)))))
(assert
 (let (($x229 (>= dq!1 1)))
 (let (($x10 (>= c2 0)))
 (let (($x140 (and $x10 $x229)))
 (=> $x140 (>= (* c2 dq!1) c2))))))
(assert
 (let (($x244 (<= dq!1 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x245 (and $x10 $x244)))
 (=> $x245 (<= (* c2 dq!1) (- c2)))))))
(assert
 (let (($x229 (>= dq!1 1)))
 (let (($x73 (<= c2 0)))
 (let (($x190 (and $x73 $x229)))
 (=> $x190 (<= (* c2 dq!1) c2))))))
(assert
 (let (($x244 (<= dq!1 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x189 (and $x73 $x244)))
 (=> $x189 (>= (* c2 dq!1) (- c2)))))))
(assert
 (let (($x165 (= dq!0 0)))
 (=> $x165 (= (* c2 dq!0) 0))))
(assert
 (let (($x142 (>= dq!0 1)))
 (let (($x10 (>= c2 0)))
 (let (($x132 (and $x10 $x142)))
 (=> $x132 (>= (* c2 dq!0) c2))))))
(assert
 (let (($x236 (<= dq!0 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x237 (and $x10 $x236)))
 (=> $x237 (<= (* c2 dq!0) (- c2)))))))
(assert
 (let (($x142 (>= dq!0 1)))
 (let (($x73 (<= c2 0)))
 (let (($x238 (and $x73 $x142)))
 (=> $x238 (<= (* c2 dq!0) c2))))))
(assert
 (let (($x236 (<= dq!0 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x247 (and $x73 $x236)))
 (=> $x247 (>= (* c2 dq!0) (- c2)))))))
(assert
 (=> (= (* (- 1) dq!1) 0) (= (* (- 1) (* c2 dq!1)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!1) 1)) (>= (* (- 1) (* c2 dq!1)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!1) (- 1))) (<= (* (- 1) (* c2 dq!1)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!1) 1)) (<= (* (- 1) (* c2 dq!1)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!1) (- 1))) (>= (* (- 1) (* c2 dq!1)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!1) (* (- 1) dq!2)) 0) (= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) 0)))
(assert
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x150 ?x269)))
 (let (($x270 (>= ?x271 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x270) (>= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x131 (* c2 dq!2)))
 (let ((?x184 (* (- 1) ?x131)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x272 (+ ?x195 ?x184)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x150 ?x269)))
 (let (($x276 (<= ?x271 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x276) (<= ?x272 ?x13))))))))))))))
(assert
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x150 ?x269)))
 (let (($x270 (>= ?x271 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x270) (<= (+ (* (- 1) (* c2 dq!1)) (* (- 1) (* c2 dq!2))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x131 (* c2 dq!2)))
 (let ((?x184 (* (- 1) ?x131)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x272 (+ ?x195 ?x184)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x271 (+ ?x150 ?x269)))
 (let (($x276 (<= ?x271 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x276) (>= ?x272 ?x13))))))))))))))
(assert
 (=> (= (+ (* (- 1) dq!2) (* (- 1) dq!1)) 0) (= (+ (* (- 1) (* c2 dq!2)) (* (- 1) (* c2 dq!1))) 0)))
(assert
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x290 (+ ?x269 ?x150)))
 (let (($x289 (>= ?x290 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x289) (>= (+ (* (- 1) (* c2 dq!2)) (* (- 1) (* c2 dq!1))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x131 (* c2 dq!2)))
 (let ((?x184 (* (- 1) ?x131)))
 (let ((?x291 (+ ?x184 ?x195)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x290 (+ ?x269 ?x150)))
 (let (($x295 (<= ?x290 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x295) (<= ?x291 ?x13))))))))))))))
(assert
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x290 (+ ?x269 ?x150)))
 (let (($x289 (>= ?x290 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x289) (<= (+ (* (- 1) (* c2 dq!2)) (* (- 1) (* c2 dq!1))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x157 (* c2 dq!1)))
 (let ((?x195 (* (- 1) ?x157)))
 (let ((?x131 (* c2 dq!2)))
 (let ((?x184 (* (- 1) ?x131)))
 (let ((?x291 (+ ?x184 ?x195)))
 (let ((?x150 (* (- 1) dq!1)))
 (let ((?x269 (* (- 1) dq!2)))
 (let ((?x290 (+ ?x269 ?x150)))
 (let (($x295 (<= ?x290 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x295) (>= ?x291 ?x13))))))))))))))
(assert
 (let ((?x159 (+ dq!0 dq!1)))
 (let (($x308 (= ?x159 0)))
 (=> $x308 (= (+ (* c2 dq!0) (* c2 dq!1)) 0)))))
(assert
 (let ((?x159 (+ dq!0 dq!1)))
 (let (($x311 (>= ?x159 1)))
 (let (($x10 (>= c2 0)))
 (let (($x312 (and $x10 $x311)))
 (=> $x312 (>= (+ (* c2 dq!0) (* c2 dq!1)) c2)))))))
(assert
 (let ((?x159 (+ dq!0 dq!1)))
 (let (($x315 (<= ?x159 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x316 (and $x10 $x315)))
 (=> $x316 (<= (+ (* c2 dq!0) (* c2 dq!1)) (- c2))))))))
(assert
 (let ((?x159 (+ dq!0 dq!1)))
 (let (($x311 (>= ?x159 1)))
 (let (($x73 (<= c2 0)))
 (let (($x319 (and $x73 $x311)))
 (=> $x319 (<= (+ (* c2 dq!0) (* c2 dq!1)) c2)))))))
(assert
 (let ((?x159 (+ dq!0 dq!1)))
(let (($x315 (<= ?x159 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x322 (and $x73 $x315)))
(=> $x322 (>= (+ (* c2 dq!0) (* c2 dq!1)) (- c2))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs (elimination case 2 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!5 () Int)
(declare-fun dq!5 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!6 () Int)
(declare-fun dq!6 () Int)
(declare-fun dq!7 () Int)
(declare-fun dr!7 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x118 (* c2 dq!5)))
 (let ((?x126 (+ ?x118 dr!5)))
 (<= 0 ?x126))))
(assert
 (= 0 dr!5))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (not (and (= c2 (- 1)) (= (+ (* c2 dq!5) dr!5) (- 2147483648)))))
(assert
 (let ((?x533 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x418 (* (- 1) dr!6)))
 (let ((?x133 (* c2 dq!6)))
 (let ((?x122 (* (- 1) ?x133)))
 (<= 0 (+ ?x122 ?x418 ?x363 ?x107 ?x533)))))))))))
(assert
 (let (($x104 (not (<= (+ (* c2 dq!5) dr!5) (- 1073741824)))))
 (and $x104 (not (<= 1073741824 (+ (* c2 dq!5) dr!5))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x419 (= (* c2 (+ dq!6 dq!5 dq!7)) (+ (* c2 dq!5) dr!5 (* c2 dq!6)))))
 (let (($x21 (= c2 (- 1))))
 (let (($x485 (not (and $x21 (= (+ (* (- 1) (* c2 dq!6)) (* (- 1) dr!6)) (- 2147483648))))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let ((?x533 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x418 (* (- 1) dr!6)))
 (let ((?x133 (* c2 dq!6)))
 (let ((?x122 (* (- 1) ?x133)))
 (let ((?x470 (+ ?x122 ?x418 ?x107 ?x533)))
 (let (($x354 (or (not (and $x96 $x84 (not (and $x21 (= ?x470 (- 2147483648)))))) (and $x96 $x84 $x485 $x419))))
 (not $x354)))))))))))))))))
(assert
 (= ok_x 0))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!6)) (* (- 1) dr!6)) 0)))
(assert
 (let ((?x533 (* (- 1) dr!5)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x418 (* (- 1) dr!6)))
 (let ((?x133 (* c2 dq!6)))
 (let ((?x122 (* (- 1) ?x133)))
 (let ((?x470 (+ ?x122 ?x418 ?x107 ?x533)))
 (not (>= ?x470 0))))))))))
(assert
 (>= c2 0))
(assert
 (>= dr!5 0))
(assert
 (not (<= c2 dr!5)))
(assert
 (>= dr!6 0))
(assert
 (not (<= c2 dr!6)))
(assert
 (= (+ dr!6 dr!5) (+ (* c2 dq!7) dr!7)))
(assert
 (>= dr!7 0))
(assert
 (< dr!7 c2))
(assert
 (=> (= (* (- 1) dq!5) 0) (= (* (- 1) (* c2 dq!5)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!5) 1)) (>= (* (- 1) (* c2 dq!5)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!5) (- 1))) (<= (* (- 1) (* c2 dq!5)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!5) 1)) (<= (* (- 1) (* c2 dq!5)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!5) (- 1))) (>= (* (- 1) (* c2 dq!5)) (- c2))))
(assert
 (let ((?x425 (+ dq!6 dq!5)))
 (let (($x468 (= ?x425 0)))
 (=> $x468 (= (+ (* c2 dq!6) (* c2 dq!5)) 0)))))
(assert
 (let ((?x425 (+ dq!6 dq!5)))
 (let (($x539 (>= ?x425 1)))
 (let (($x10 (>= c2 0)))
 (let (($x430 (and $x10 $x539)))
 (=> $x430 (>= (+ (* c2 dq!6) (* c2 dq!5)) c2)))))))
(assert
 (let ((?x425 (+ dq!6 dq!5)))
 (let (($x543 (<= ?x425 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x547 (and $x10 $x543)))
 (=> $x547 (<= (+ (* c2 dq!6) (* c2 dq!5)) (- c2))))))))
(assert
 (let ((?x425 (+ dq!6 dq!5)))
 (let (($x539 (>= ?x425 1)))
 (let (($x73 (<= c2 0)))
 (let (($x563 (and $x73 $x539)))
 (=> $x563 (<= (+ (* c2 dq!6) (* c2 dq!5)) c2)))))))
(assert
 (let ((?x425 (+ dq!6 dq!5)))
 (let (($x543 (<= ?x425 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x567 (and $x73 $x543)))
 (=> $x567 (>= (+ (* c2 dq!6) (* c2 dq!5)) (- c2))))))))
(assert
 (=> (= (* (- 1) dq!7) 0) (= (* (- 1) (* c2 dq!7)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!7) 1)) (>= (* (- 1) (* c2 dq!7)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!7) (- 1))) (<= (* (- 1) (* c2 dq!7)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!7) 1)) (<= (* (- 1) (* c2 dq!7)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!7) (- 1))) (>= (* (- 1) (* c2 dq!7)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!6) (* (- 1) dq!5)) 0) (= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) 0)))
(assert
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x330 (>= ?x604 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x330) (>= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x133 (* c2 dq!6)))
 (let ((?x122 (* (- 1) ?x133)))
 (let ((?x339 (+ ?x122 ?x107)))
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x342 (<= ?x604 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x342) (<= ?x339 ?x13))))))))))))))
(assert
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x330 (>= ?x604 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x330) (<= (+ (* (- 1) (* c2 dq!6)) (* (- 1) (* c2 dq!5))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x118 (* c2 dq!5)))
 (let ((?x107 (* (- 1) ?x118)))
 (let ((?x133 (* c2 dq!6)))
 (let ((?x122 (* (- 1) ?x133)))
 (let ((?x339 (+ ?x122 ?x107)))
 (let ((?x114 (* (- 1) dq!5)))
 (let ((?x540 (* (- 1) dq!6)))
 (let ((?x604 (+ ?x540 ?x114)))
 (let (($x342 (<= ?x604 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x342) (>= ?x339 ?x13))))))))))))))
(assert
 (=> (= (* (- 1) dq!6) 0) (= (* (- 1) (* c2 dq!6)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!6) 1)) (>= (* (- 1) (* c2 dq!6)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!6) (- 1))) (<= (* (- 1) (* c2 dq!6)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!6) 1)) (<= (* (- 1) (* c2 dq!6)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!6) (- 1))) (>= (* (- 1) (* c2 dq!6)) (- c2))))
(assert
 (let ((?x440 (* c2 dq!7)))
 (let (($x411 (= ?x440 0)))
 (let (($x401 (= dq!7 0)))
 (=> $x401 $x411)))))
(assert
 (let (($x406 (>= dq!7 1)))
 (let (($x10 (>= c2 0)))
 (let (($x407 (and $x10 $x406)))
 (=> $x407 (>= (* c2 dq!7) c2))))))
(assert
 (let (($x421 (<= dq!7 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x422 (and $x10 $x421)))
 (=> $x422 (<= (* c2 dq!7) (- c2)))))))
(assert
 (let (($x406 (>= dq!7 1)))
 (let (($x73 (<= c2 0)))
 (let (($x431 (and $x73 $x406)))
 (=> $x431 (<= (* c2 dq!7) c2))))))
(assert
 (let (($x421 (<= dq!7 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x437 (and $x73 $x421)))
 (=> $x437 (>= (* c2 dq!7) (- c2)))))))
(assert
 (let ((?x118 (* c2 dq!5)))
 (let (($x412 (= ?x118 0)))
 (let (($x456 (= dq!5 0)))
 (=> $x456 $x412)))))
(assert
 (let (($x447 (>= dq!5 1)))
 (let (($x10 (>= c2 0)))
 (let (($x451 (and $x10 $x447)))
 (=> $x451 (>= (* c2 dq!5) c2))))))
(assert
 (let (($x462 (<= dq!5 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x466 (and $x10 $x462)))
 (=> $x466 (<= (* c2 dq!5) (- c2)))))))
(assert
 (let (($x447 (>= dq!5 1)))
 (let (($x73 (<= c2 0)))
 (let (($x472 (and $x73 $x447)))
 (=> $x472 (<= (* c2 dq!5) c2))))))
(assert
 (let (($x462 (<= dq!5 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x481 (and $x73 $x462)))
(=> $x481 (>= (* c2 dq!5) (- c2)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs (elimination case 3 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!8 () Int)
(declare-fun dq!8 () Int)
(declare-fun dr!9 () Int)
(declare-fun dq!9 () Int)
(declare-fun dq!10 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!10 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x578 (* (- 1) dr!8)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x511 (* (- 1) dr!9)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x602 (+ ?x536 ?x511 ?x492 ?x578)))
 (<= 0 ?x602)))))))))
(assert
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x578 (* (- 1) dr!8)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x511 (* (- 1) dr!9)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (= 0 (+ ?x536 ?x511 ?x492 ?x578 ?x570)))))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let ((?x578 (* (- 1) dr!8)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x511 (* (- 1) dr!9)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x602 (+ ?x536 ?x511 ?x492 ?x578)))
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= ?x602 (- 2147483648)))))))))))))
(assert
 (let ((?x363 (* (- 1) (ite (>= ok_x 0) dz!4 dz!3))))
 (let ((?x526 (* c2 dq!8)))
 (<= 0 (+ ?x526 dr!8 ?x363)))))
(assert
 (let ((?x578 (* (- 1) dr!8)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x511 (* (- 1) dr!9)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x602 (+ ?x536 ?x511 ?x492 ?x578)))
 (and (not (<= ?x602 (- 1073741824))) (not (<= 1073741824 ?x602)))))))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x21 (= c2 (- 1))))
 (let (($x453 (not (and $x21 (= (+ (* (- 1) (* c2 dq!9)) (* (- 1) dr!9)) (- 2147483648))))))
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x454 (and $x96 $x84 $x453 (= 0 (+ (* (- 1) dr!9) (* (- 1) dr!8))))))
 (let (($x590 (and $x96 $x84 (not (and $x21 (= (+ (* c2 dq!8) dr!8) (- 2147483648)))))))
 (not (or (not $x590) $x454)))))))))))
(assert
 (= ok_x 0))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!9)) (* (- 1) dr!9)) 0)))
(assert
 (let ((?x526 (* c2 dq!8)))
 (let ((?x516 (+ ?x526 dr!8)))
 (>= ?x516 0))))
(assert
 (>= c2 0))
(assert
 (>= dr!8 0))
(assert
 (not (<= c2 dr!8)))
(assert
 (>= dr!9 0))
(assert
 (not (<= c2 dr!9)))
(assert
 (let ((?x578 (* (- 1) dr!8)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x511 (* (- 1) dr!9)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x602 (+ ?x536 ?x511 ?x492 ?x578)))
 (= ?x602 (+ (* c2 dq!10) dr!10))))))))))
(assert
 (>= dr!10 0))
(assert
 (< dr!10 c2))
(assert
 (let ((?x110 (+ dq!9 dq!8)))
 (let (($x512 (= ?x110 0)))
 (=> $x512 (= (+ (* c2 dq!9) (* c2 dq!8)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!9 dq!8) 1)) (>= (+ (* c2 dq!9) (* c2 dq!8)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!9 dq!8) (- 1))) (<= (+ (* c2 dq!9) (* c2 dq!8)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!9 dq!8) 1)) (<= (+ (* c2 dq!9) (* c2 dq!8)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!9 dq!8) (- 1))) (>= (+ (* c2 dq!9) (* c2 dq!8)) (- c2))))
(assert
 (=> (= (+ dq!9 dq!8 dq!10) 0) (= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) 0)))
(assert
 (=> (and (>= c2 0) (>= (+ dq!9 dq!8 dq!10) 1)) (>= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!9 dq!8 dq!10) (- 1))) (<= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!9 dq!8 dq!10) 1)) (<= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!9 dq!8 dq!10) (- 1))) (>= (+ (* c2 dq!9) (* c2 dq!8) (* c2 dq!10)) (- c2))))
(assert
 (=> (= (* (- 1) dq!8) 0) (= (* (- 1) (* c2 dq!8)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!8) 1)) (>= (* (- 1) (* c2 dq!8)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!8) (- 1))) (<= (* (- 1) (* c2 dq!8)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!8) 1)) (<= (* (- 1) (* c2 dq!8)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!8) (- 1))) (>= (* (- 1) (* c2 dq!8)) (- c2))))
(assert
 (let ((?x526 (* c2 dq!8)))
 (let (($x630 (= ?x526 0)))
 (let (($x629 (= dq!8 0)))
 (=> $x629 $x630)))))
(assert
 (let (($x632 (>= dq!8 1)))
 (let (($x10 (>= c2 0)))
 (let (($x633 (and $x10 $x632)))
 (=> $x633 (>= (* c2 dq!8) c2))))))
(assert
 (let (($x636 (<= dq!8 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x637 (and $x10 $x636)))
 (=> $x637 (<= (* c2 dq!8) (- c2)))))))
(assert
 (let (($x632 (>= dq!8 1)))
 (let (($x73 (<= c2 0)))
 (let (($x640 (and $x73 $x632)))
 (=> $x640 (<= (* c2 dq!8) c2))))))
(assert
 (let (($x636 (<= dq!8 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x643 (and $x73 $x636)))
 (=> $x643 (>= (* c2 dq!8) (- c2)))))))
(assert
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x653 (+ ?x536 ?x492 ?x570)))
 (=> (= (+ (* (- 1) dq!9) (* (- 1) dq!8) (* (- 1) dq!10)) 0) (= ?x653 0))))))))))
(assert
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x653 (+ ?x536 ?x492 ?x570)))
 (let ((?x651 (* (- 1) dq!10)))
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x628 (+ ?x649 ?x618 ?x651)))
 (let (($x650 (>= ?x628 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x650) (>= ?x653 c2))))))))))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x653 (+ ?x536 ?x492 ?x570)))
 (let ((?x651 (* (- 1) dq!10)))
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x628 (+ ?x649 ?x618 ?x651)))
 (let (($x656 (<= ?x628 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x656) (<= ?x653 ?x13)))))))))))))))))
(assert
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x653 (+ ?x536 ?x492 ?x570)))
 (let ((?x651 (* (- 1) dq!10)))
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x628 (+ ?x649 ?x618 ?x651)))
 (let (($x650 (>= ?x628 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x650) (<= ?x653 c2))))))))))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x586 (* c2 dq!10)))
 (let ((?x570 (* (- 1) ?x586)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x653 (+ ?x536 ?x492 ?x570)))
 (let ((?x651 (* (- 1) dq!10)))
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x628 (+ ?x649 ?x618 ?x651)))
 (let (($x656 (<= ?x628 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x656) (>= ?x653 ?x13)))))))))))))))))
(assert
 (=> (= (* (- 1) dq!9) 0) (= (* (- 1) (* c2 dq!9)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!9) 1)) (>= (* (- 1) (* c2 dq!9)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!9) (- 1))) (<= (* (- 1) (* c2 dq!9)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!9) 1)) (<= (* (- 1) (* c2 dq!9)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!9) (- 1))) (>= (* (- 1) (* c2 dq!9)) (- c2))))
(assert
 (=> (= (+ (* (- 1) dq!9) (* (- 1) dq!8)) 0) (= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) 0)))
(assert
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x684 (+ ?x649 ?x618)))
 (let (($x692 (>= ?x684 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x692) (>= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x526 (* c2 dq!8)))
 (let ((?x492 (* (- 1) ?x526)))
 (let ((?x527 (* c2 dq!9)))
 (let ((?x536 (* (- 1) ?x527)))
 (let ((?x689 (+ ?x536 ?x492)))
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x684 (+ ?x649 ?x618)))
 (let (($x688 (<= ?x684 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x688) (<= ?x689 ?x13))))))))))))))
(assert
 (let ((?x618 (* (- 1) dq!8)))
 (let ((?x649 (* (- 1) dq!9)))
 (let ((?x684 (+ ?x649 ?x618)))
 (let (($x692 (>= ?x684 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x692) (<= (+ (* (- 1) (* c2 dq!9)) (* (- 1) (* c2 dq!8))) c2))))))))
(assert
 (let ((?x13 (- c2)))
(let ((?x526 (* c2 dq!8)))
(let ((?x492 (* (- 1) ?x526)))
(let ((?x527 (* c2 dq!9)))
(let ((?x536 (* (- 1) ?x527)))
(let ((?x689 (+ ?x536 ?x492)))
(let ((?x618 (* (- 1) dq!8)))
(let ((?x649 (* (- 1) dq!9)))
(let ((?x684 (+ ?x649 ?x618)))
(let (($x688 (<= ?x684 (- 1))))
(let (($x73 (<= c2 0)))
(=> (and $x73 $x688) (>= ?x689 ?x13))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs (elimination case 4 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!12 () Int)
(declare-fun dq!12 () Int)
(declare-fun dr!11 () Int)
(declare-fun dq!11 () Int)
(declare-fun dq!13 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!13 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x721 (* c2 dq!12)))
 (let ((?x716 (* c2 dq!11)))
 (let ((?x377 (+ ?x716 dr!11 ?x721 dr!12)))
 (<= 0 ?x377)))))
(assert
 (let ((?x721 (* c2 dq!12)))
 (let ((?x716 (* c2 dq!11)))
 (let ((?x743 (+ ?x716 dr!11 ?x721 dr!12 (* (- 1) (* c2 (+ dq!11 dq!12 dq!13))))))
 (= 0 ?x743)))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let (($x21 (= c2 (- 1))))
 (let (($x757 (and $x21 (= (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12) (- 2147483648)))))
 (not $x757))))
(assert
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x735 (* (- 1) dr!12)))
 (let ((?x721 (* c2 dq!12)))
 (let ((?x745 (* (- 1) ?x721)))
 (<= 0 (+ ?x745 ?x735 ?x363))))))))
(assert
 (let (($x771 (not (<= 1073741824 (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12)))))
 (let (($x769 (not (<= (+ (* c2 dq!11) dr!11 (* c2 dq!12) dr!12) (- 1073741824)))))
 (and $x769 $x771))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x784 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!11) dr!11) (- 2147483648)))) (= 0 (+ dr!11 dr!12)))))
 (let (($x21 (= c2 (- 1))))
 (let (($x775 (and $x21 (= (+ (* (- 1) (* c2 dq!12)) (* (- 1) dr!12)) (- 2147483648)))))
 (not (or (not (and $x96 $x84 (not $x775))) $x784))))))))))
(assert
 (= ok_x 0))
(assert
 (let ((?x716 (* c2 dq!11)))
 (let ((?x116 (+ ?x716 dr!11)))
 (>= ?x116 0))))
(assert
 (not (>= (+ (* (- 1) (* c2 dq!12)) (* (- 1) dr!12)) 0)))
(assert
 (>= c2 0))
(assert
 (>= dr!11 0))
(assert
 (not (<= c2 dr!11)))
(assert
 (>= dr!12 0))
(assert
 (not (<= c2 dr!12)))
(assert
 (let ((?x785 (+ dr!11 dr!12)))
 (= ?x785 (+ (* c2 dq!13) dr!13))))
(assert
 (>= dr!13 0))
(assert
 (< dr!13 c2))
(assert
 (=> (= (+ (* (- 1) dq!11) (* (- 1) dq!12)) 0) (= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) 0)))
(assert
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x376 (+ (* (- 1) dq!11) ?x106)))
 (let (($x760 (>= ?x376 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x760) (>= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x721 (* c2 dq!12)))
 (let ((?x745 (* (- 1) ?x721)))
 (let ((?x716 (* c2 dq!11)))
 (let ((?x761 (* (- 1) ?x716)))
 (let ((?x762 (+ ?x761 ?x745)))
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x376 (+ (* (- 1) dq!11) ?x106)))
 (let (($x740 (<= ?x376 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x740) (<= ?x762 ?x13)))))))))))))
(assert
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x376 (+ (* (- 1) dq!11) ?x106)))
 (let (($x760 (>= ?x376 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x760) (<= (+ (* (- 1) (* c2 dq!11)) (* (- 1) (* c2 dq!12))) c2)))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x721 (* c2 dq!12)))
 (let ((?x745 (* (- 1) ?x721)))
 (let ((?x716 (* c2 dq!11)))
 (let ((?x761 (* (- 1) ?x716)))
 (let ((?x762 (+ ?x761 ?x745)))
 (let ((?x106 (* (- 1) dq!12)))
 (let ((?x376 (+ (* (- 1) dq!11) ?x106)))
 (let (($x740 (<= ?x376 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x740) (>= ?x762 ?x13)))))))))))))
(assert
 (let ((?x508 (* c2 dq!13)))
 (let (($x498 (= ?x508 0)))
 (let (($x766 (= dq!13 0)))
 (=> $x766 $x498)))))
(assert
 (let (($x727 (>= dq!13 1)))
 (let (($x10 (>= c2 0)))
 (let (($x747 (and $x10 $x727)))
 (=> $x747 (>= (* c2 dq!13) c2))))))
(assert
 (let (($x746 (<= dq!13 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x728 (and $x10 $x746)))
 (=> $x728 (<= (* c2 dq!13) (- c2)))))))
(assert
 (let (($x727 (>= dq!13 1)))
 (let (($x73 (<= c2 0)))
 (let (($x779 (and $x73 $x727)))
 (=> $x779 (<= (* c2 dq!13) c2))))))
(assert
 (let (($x746 (<= dq!13 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x782 (and $x73 $x746)))
 (=> $x782 (>= (* c2 dq!13) (- c2)))))))
(assert
 (let ((?x721 (* c2 dq!12)))
 (let (($x791 (= ?x721 0)))
 (let (($x755 (= dq!12 0)))
 (=> $x755 $x791)))))
(assert
 (let (($x793 (>= dq!12 1)))
 (let (($x10 (>= c2 0)))
 (let (($x794 (and $x10 $x793)))
 (=> $x794 (>= (* c2 dq!12) c2))))))
(assert
 (let (($x797 (<= dq!12 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x799 (and $x10 $x797)))
 (=> $x799 (<= (* c2 dq!12) (- c2)))))))
(assert
 (let (($x793 (>= dq!12 1)))
 (let (($x73 (<= c2 0)))
 (let (($x802 (and $x73 $x793)))
 (=> $x802 (<= (* c2 dq!12) c2))))))
(assert
 (let (($x797 (<= dq!12 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x805 (and $x73 $x797)))
 (=> $x805 (>= (* c2 dq!12) (- c2)))))))
(assert
 (let (($x808 (= dq!11 0)))
 (=> $x808 (= (* c2 dq!11) 0))))
(assert
 (let (($x811 (>= dq!11 1)))
 (let (($x10 (>= c2 0)))
 (let (($x812 (and $x10 $x811)))
 (=> $x812 (>= (* c2 dq!11) c2))))))
(assert
 (let (($x815 (<= dq!11 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x816 (and $x10 $x815)))
 (=> $x816 (<= (* c2 dq!11) (- c2)))))))
(assert
 (let (($x811 (>= dq!11 1)))
 (let (($x73 (<= c2 0)))
 (let (($x819 (and $x73 $x811)))
 (=> $x819 (<= (* c2 dq!11) c2))))))
(assert
 (let (($x815 (<= dq!11 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x822 (and $x73 $x815)))
 (=> $x822 (>= (* c2 dq!11) (- c2)))))))
(assert
 (=> (= (* (- 1) dq!13) 0) (= (* (- 1) (* c2 dq!13)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!13) 1)) (>= (* (- 1) (* c2 dq!13)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!13) (- 1))) (<= (* (- 1) (* c2 dq!13)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!13) 1)) (<= (* (- 1) (* c2 dq!13)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!13) (- 1))) (>= (* (- 1) (* c2 dq!13)) (- c2))))
(assert
 (=> (= (* (- 1) dq!12) 0) (= (* (- 1) (* c2 dq!12)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!12) 1)) (>= (* (- 1) (* c2 dq!12)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!12) (- 1))) (<= (* (- 1) (* c2 dq!12)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!12) 1)) (<= (* (- 1) (* c2 dq!12)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!12) (- 1))) (>= (* (- 1) (* c2 dq!12)) (- c2))))
(assert
 (let ((?x721 (* c2 dq!12)))
 (let ((?x716 (* c2 dq!11)))
 (let ((?x862 (+ ?x716 ?x721)))
 (let (($x865 (= ?x862 0)))
 (let ((?x863 (+ dq!11 dq!12)))
 (let (($x860 (= ?x863 0)))
 (=> $x860 $x865))))))))
(assert
 (let ((?x863 (+ dq!11 dq!12)))
 (let (($x867 (>= ?x863 1)))
 (let (($x10 (>= c2 0)))
 (let (($x868 (and $x10 $x867)))
 (=> $x868 (>= (+ (* c2 dq!11) (* c2 dq!12)) c2)))))))
(assert
 (let ((?x863 (+ dq!11 dq!12)))
 (let (($x871 (<= ?x863 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x872 (and $x10 $x871)))
 (=> $x872 (<= (+ (* c2 dq!11) (* c2 dq!12)) (- c2))))))))
(assert
 (let ((?x863 (+ dq!11 dq!12)))
 (let (($x867 (>= ?x863 1)))
 (let (($x73 (<= c2 0)))
 (let (($x875 (and $x73 $x867)))
 (=> $x875 (<= (+ (* c2 dq!11) (* c2 dq!12)) c2)))))))
(assert
 (let ((?x863 (+ dq!11 dq!12)))
(let (($x871 (<= ?x863 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x878 (and $x73 $x871)))
(=> $x878 (>= (+ (* c2 dq!11) (* c2 dq!12)) (- c2))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs (elimination case 5 of 5)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun dr!15 () Int)
(declare-fun dq!15 () Int)
(declare-fun dr!14 () Int)
(declare-fun dq!14 () Int)
(declare-fun dq!16 () Int)
(declare-fun dz!3 () Int)
(declare-fun dz!4 () Int)
(declare-fun ok_x () Int)
(declare-fun dr!16 () Int)
(assert
 (let (($x73 (<= c2 0)))
 (not $x73)))
(assert
 (let ((?x921 (* (- 1) dr!15)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x892 (* c2 dq!14)))
 (let ((?x903 (+ ?x892 dr!14 ?x897 ?x921)))
 (<= 0 ?x903)))))))
(assert
 (let ((?x921 (* (- 1) dr!15)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x892 (* c2 dq!14)))
 (= 0 (+ ?x892 dr!14 ?x897 ?x921 (* (- 1) (* c2 (+ dq!14 dq!16))))))))))
(assert
 (let (($x83 (= c2 0)))
 (not $x83)))
(assert
 (let ((?x921 (* (- 1) dr!15)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x892 (* c2 dq!14)))
 (let ((?x903 (+ ?x892 dr!14 ?x897 ?x921)))
 (let (($x21 (= c2 (- 1))))
 (not (and $x21 (= ?x903 (- 2147483648)))))))))))
(assert
 (let ((?x365 (ite (>= ok_x 0) dz!4 dz!3)))
 (let ((?x363 (* (- 1) ?x365)))
 (let ((?x893 (* c2 dq!15)))
 (<= 0 (+ ?x893 dr!15 ?x363))))))
(assert
 (let ((?x921 (* (- 1) dr!15)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x892 (* c2 dq!14)))
 (let ((?x903 (+ ?x892 dr!14 ?x897 ?x921)))
 (and (not (<= ?x903 (- 1073741824))) (not (<= 1073741824 ?x903)))))))))
(assert
 (let (($x91 (not (<= c2 (- 1073741824)))))
 (and $x91 (not (<= 1073741824 c2)))))
(assert
 (let (($x83 (= c2 0)))
 (let (($x84 (not $x83)))
 (let (($x95 (= ok_x 0)))
 (let (($x96 (not $x95)))
 (let (($x957 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!14) dr!14) (- 2147483648)))) (= 0 (+ dr!14 (* (- 1) dr!15))))))
 (let (($x952 (and $x96 $x84 (not (and (= c2 (- 1)) (= (+ (* c2 dq!15) dr!15) (- 2147483648)))))))
 (not (or (not $x952) $x957)))))))))
(assert
 (= ok_x 0))
(assert
 (let ((?x892 (* c2 dq!14)))
 (let ((?x888 (+ ?x892 dr!14)))
 (>= ?x888 0))))
(assert
 (let ((?x893 (* c2 dq!15)))
 (let ((?x890 (+ ?x893 dr!15)))
 (>= ?x890 0))))
(assert
 (>= c2 0))
(assert
 (>= dr!14 0))
(assert
 (not (<= c2 dr!14)))
(assert
 (>= dr!15 0))
(assert
 (not (<= c2 dr!15)))
(assert
 (= (+ dr!14 (* (- 1) (* c2 dq!15)) (* (- 1) dr!15)) (+ (* c2 dq!16) dr!16)))
(assert
 (>= dr!16 0))
(assert
 (< dr!16 c2))
(assert
 (=> (= (+ (* (- 1) dq!14) dq!15) 0) (= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) 0)))
(assert
 (=> (and (>= c2 0) (>= (+ (* (- 1) dq!14) dq!15) 1)) (>= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ (* (- 1) dq!14) dq!15) (- 1))) (<= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ (* (- 1) dq!14) dq!15) 1)) (<= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ (* (- 1) dq!14) dq!15) (- 1))) (>= (+ (* (- 1) (* c2 dq!14)) (* c2 dq!15)) (- c2))))
(assert
 (let ((?x927 (+ dq!15 dq!16)))
 (let (($x360 (= ?x927 0)))
 (=> $x360 (= (+ (* c2 dq!15) (* c2 dq!16)) 0)))))
(assert
 (=> (and (>= c2 0) (>= (+ dq!15 dq!16) 1)) (>= (+ (* c2 dq!15) (* c2 dq!16)) c2)))
(assert
 (=> (and (>= c2 0) (<= (+ dq!15 dq!16) (- 1))) (<= (+ (* c2 dq!15) (* c2 dq!16)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (+ dq!15 dq!16) 1)) (<= (+ (* c2 dq!15) (* c2 dq!16)) c2)))
(assert
 (=> (and (<= c2 0) (<= (+ dq!15 dq!16) (- 1))) (>= (+ (* c2 dq!15) (* c2 dq!16)) (- c2))))
(assert
 (=> (= (* (- 1) dq!15) 0) (= (* (- 1) (* c2 dq!15)) 0)))
(assert
 (=> (and (>= c2 0) (>= (* (- 1) dq!15) 1)) (>= (* (- 1) (* c2 dq!15)) c2)))
(assert
 (=> (and (>= c2 0) (<= (* (- 1) dq!15) (- 1))) (<= (* (- 1) (* c2 dq!15)) (- c2))))
(assert
 (=> (and (<= c2 0) (>= (* (- 1) dq!15) 1)) (<= (* (- 1) (* c2 dq!15)) c2)))
(assert
 (=> (and (<= c2 0) (<= (* (- 1) dq!15) (- 1))) (>= (* (- 1) (* c2 dq!15)) (- c2))))
(assert
 (let (($x985 (= dq!14 0)))
 (=> $x985 (= (* c2 dq!14) 0))))
(assert
 (let (($x988 (>= dq!14 1)))
 (let (($x10 (>= c2 0)))
 (let (($x989 (and $x10 $x988)))
 (=> $x989 (>= (* c2 dq!14) c2))))))
(assert
 (let (($x992 (<= dq!14 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x993 (and $x10 $x992)))
 (=> $x993 (<= (* c2 dq!14) (- c2)))))))
(assert
 (let (($x988 (>= dq!14 1)))
 (let (($x73 (<= c2 0)))
 (let (($x996 (and $x73 $x988)))
 (=> $x996 (<= (* c2 dq!14) c2))))))
(assert
 (let (($x992 (<= dq!14 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x999 (and $x73 $x992)))
 (=> $x999 (>= (* c2 dq!14) (- c2)))))))
(assert
 (let ((?x893 (* c2 dq!15)))
 (let (($x1003 (= ?x893 0)))
 (let (($x1002 (= dq!15 0)))
 (=> $x1002 $x1003)))))
(assert
 (let (($x1005 (>= dq!15 1)))
 (let (($x10 (>= c2 0)))
 (let (($x1006 (and $x10 $x1005)))
 (=> $x1006 (>= (* c2 dq!15) c2))))))
(assert
 (let (($x1009 (<= dq!15 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x1010 (and $x10 $x1009)))
 (=> $x1010 (<= (* c2 dq!15) (- c2)))))))
(assert
 (let (($x1005 (>= dq!15 1)))
 (let (($x73 (<= c2 0)))
 (let (($x1013 (and $x73 $x1005)))
 (=> $x1013 (<= (* c2 dq!15) c2))))))
(assert
 (let (($x1009 (<= dq!15 (- 1))))
 (let (($x73 (<= c2 0)))
 (let (($x1016 (and $x73 $x1009)))
 (=> $x1016 (>= (* c2 dq!15) (- c2)))))))
(assert
 (=> (= (+ (* (- 1) dq!15) (* (- 1) dq!16)) 0) (= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) 0)))
(assert
 (let ((?x1022 (* (- 1) dq!16)))
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1023 (+ ?x973 ?x1022)))
 (let (($x1024 (>= ?x1023 1)))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x1024) (>= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x704 (* c2 dq!16)))
 (let ((?x1020 (* (- 1) ?x704)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x1021 (+ ?x897 ?x1020)))
 (let ((?x1022 (* (- 1) dq!16)))
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1023 (+ ?x973 ?x1022)))
 (let (($x1029 (<= ?x1023 (- 1))))
 (let (($x10 (>= c2 0)))
 (=> (and $x10 $x1029) (<= ?x1021 ?x13))))))))))))))
(assert
 (let ((?x1022 (* (- 1) dq!16)))
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1023 (+ ?x973 ?x1022)))
 (let (($x1024 (>= ?x1023 1)))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x1024) (<= (+ (* (- 1) (* c2 dq!15)) (* (- 1) (* c2 dq!16))) c2))))))))
(assert
 (let ((?x13 (- c2)))
 (let ((?x704 (* c2 dq!16)))
 (let ((?x1020 (* (- 1) ?x704)))
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x1021 (+ ?x897 ?x1020)))
 (let ((?x1022 (* (- 1) dq!16)))
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1023 (+ ?x973 ?x1022)))
 (let (($x1029 (<= ?x1023 (- 1))))
 (let (($x73 (<= c2 0)))
 (=> (and $x73 $x1029) (>= ?x1021 ?x13))))))))))))))
(assert
 (let ((?x893 (* c2 dq!15)))
 (let ((?x897 (* (- 1) ?x893)))
 (let ((?x892 (* c2 dq!14)))
 (let ((?x1040 (+ ?x892 ?x897)))
 (let (($x1042 (= ?x1040 0)))
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1048 (+ dq!14 ?x973)))
 (let (($x1041 (= ?x1048 0)))
 (=> $x1041 $x1042))))))))))
(assert
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1048 (+ dq!14 ?x973)))
 (let (($x1047 (>= ?x1048 1)))
 (let (($x10 (>= c2 0)))
 (let (($x1039 (and $x10 $x1047)))
 (=> $x1039 (>= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) c2))))))))
(assert
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1048 (+ dq!14 ?x973)))
 (let (($x1049 (<= ?x1048 (- 1))))
 (let (($x10 (>= c2 0)))
 (let (($x1050 (and $x10 $x1049)))
 (=> $x1050 (<= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) (- c2)))))))))
(assert
 (let ((?x973 (* (- 1) dq!15)))
 (let ((?x1048 (+ dq!14 ?x973)))
 (let (($x1047 (>= ?x1048 1)))
 (let (($x73 (<= c2 0)))
 (let (($x1053 (and $x73 $x1047)))
 (=> $x1053 (<= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) c2))))))))
(assert
 (let ((?x973 (* (- 1) dq!15)))
(let ((?x1048 (+ dq!14 ?x973)))
(let (($x1049 (<= ?x1048 (- 1))))
(let (($x73 (<= c2 0)))
(let (($x1056 (and $x73 $x1049)))
(=> $x1056 (>= (+ (* c2 dq!14) (* (- 1) (* c2 dq!15))) (- c2)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (and (>= lo_x (- 9223372036854775808)) (<= lo_x 9223372036854775807)))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (and (>= k_c2 (- 9223372036854775808)) (<= k_c2 9223372036854775807)))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (and (>= k_c1 (- 9223372036854775808)) (<= k_c1 9223372036854775807)))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x106 (< 0 k_c2)))
 (and true true $x106)))
(assert
 (let (($x13 (<= 0 k_c1)))
 (and true true $x13)))
(assert
 (let ((?x103 (div k_c1 k_c2)))
 (let ((?x79 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x103 (- (div (- k_c1) k_c2)))))))
 (let ((?x140 (+ ?x79 k_c2)))
 (let ((?x62 (* k_c2 (ite (>= ?x140 0) (div ?x140 k_c2) (- (div (- ?x140) k_c2))))))
 (let ((?x20 (- ?x140 ?x62)))
 (let (($x75 (and (distinct k_c2 0) true)))
 (let (($x132 (and (and $x75 (not (and (= ?x140 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x20 (- 9223372036854775808)) (<= ?x20 9223372036854775807)))))
 (let (($x142 (and (and $x75 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x79 (- 9223372036854775808)) (<= ?x79 9223372036854775807)))))
 (let (($x25 (and (and true true $x142) true (and true (and (>= ?x140 (- 9223372036854775808)) (<= ?x140 9223372036854775807))))))
 (and (and $x25 true $x132) true (= 0 ?x20))))))))))))
(assert
 (and true true (<= 0 lo_x)))
(assert
 (let ((?x103 (div k_c1 k_c2)))
(let ((?x231 (- k_c1 (* k_c2 (ite (>= k_c2 0) ?x103 (div (- k_c1) (- k_c2)))))))
(let (($x75 (and (distinct k_c2 0) true)))
(let (($x13 (<= 0 k_c1)))
(let (($x106 (< 0 k_c2)))
(let (($x200 (and $x106 $x13 $x75 (not (and (= k_c2 (- 1)) (= k_c1 (- 128)))) (not (and (= k_c2 (- 1)) (= k_c1 (- 32768)))) (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648)))) (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808)))) (= 0 ?x231) (<= 0 x_x))))
(not $x200))))))))
(check-sat)
(pop 1)
(exit)
