; cmp/lt-factor: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x17403 (>= c1 0)))
(let ((?x18700 (ite $x17403 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x8331 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1793 (not (and (= c1 (- 1)) (= (- (+ c2 c1) 1) (- 2147483648))))))
(let (($x5813 (and (distinct c1 0) true)))
(let (($x18493 (and (distinct ok_x 0) true)))
(let (($x16261 (=> (and $x18493) (and $x18493 $x5813 $x1793 (= (< (* ?x8331 c1) c2) (< ?x8331 ?x18700))))))
(not $x16261)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x8331 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17403 (>= c1 0)))
(let ((?x18700 (ite $x17403 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x18493 (and (distinct ok_x 0) true)))
(let (($x1793 (not (and (= c1 (- 1)) (= (- (+ c2 c1) 1) (- 2147483648))))))
(let (($x5813 (and (distinct c1 0) true)))
(let (($x1923 (=> (and $x18493 $x5813 $x1793) (and $x18493 (= (< ?x8331 ?x18700) (< (* ?x8331 c1) c2))))))
(not $x1923)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x8795 (<= k_c1 9223372036854775807)))
 (let (($x3508 (>= k_c1 (- 9223372036854775808))))
 (and $x3508 $x8795))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18813 (<= k_c2 9223372036854775807)))
 (let (($x15945 (>= k_c2 (- 9223372036854775808))))
 (and $x15945 $x18813))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11297 (< 0 k_c1)))
 (and true true $x11297)))
(assert
 (let (($x11297 (< 0 k_c1)))
(let ((?x2818 (+ k_c2 k_c1)))
(let ((?x2186 (- ?x2818 1)))
(let ((?x7433 (div ?x2186 k_c1)))
(let (($x589 (>= k_c1 0)))
(let ((?x10225 (- ?x2186 (* k_c1 (ite (>= ?x2186 0) ?x7433 (- (div (- ?x2186) k_c1)))))))
(let ((?x18807 (+ ?x10225 k_c1)))
(let ((?x1074 (* k_c1 (ite (>= ?x18807 0) (div ?x18807 k_c1) (- (div (- ?x18807) k_c1))))))
(let ((?x18457 (- ?x18807 ?x1074)))
(let ((?x2184 (- ?x2186 ?x18457)))
(let ((?x8629 (ite (>= ?x2184 0) (div ?x2184 k_c1) (- (div (- ?x2184) k_c1)))))
(let (($x17991 (and (distinct k_c1 0) true)))
(let (($x18541 (and (and $x17991 (not (and (= ?x18807 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x18457 (- 9223372036854775808)) (<= ?x18457 9223372036854775807)))))
(let (($x15684 (and (and $x17991 (not (and (= ?x2186 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x10225 (- 9223372036854775808)) (<= ?x10225 9223372036854775807)))))
(let (($x18366 (and true true (and true (and (>= ?x2818 (- 9223372036854775808)) (<= ?x2818 9223372036854775807))))))
(let (($x13764 (and $x18366 true (and true (and (>= ?x2186 (- 9223372036854775808)) (<= ?x2186 9223372036854775807))))))
(let (($x14022 (and (and $x13764 true $x15684) true (and true (and (>= ?x18807 (- 9223372036854775808)) (<= ?x18807 9223372036854775807))))))
(let (($x10132 (and $x13764 (and $x14022 true $x18541) (and true (and (>= ?x2184 (- 9223372036854775808)) (<= ?x2184 9223372036854775807))))))
(let (($x7306 (and (and $x10132 true (and $x17991 (and (>= ?x8629 (- 9223372036854775808)) (<= ?x8629 9223372036854775807)))) (= ?x8629 (ite $x589 ?x7433 (div (- ?x2186) (- k_c1)))))))
(let (($x16538 (and $x17991 (not (and (= k_c1 (- 1)) (= ?x2186 (- 128)))) (not (and (= k_c1 (- 1)) (= ?x2186 (- 32768)))) (not (and (= k_c1 (- 1)) (= ?x2186 (- 2147483648)))) (not (and (= k_c1 (- 1)) (= ?x2186 (- 9223372036854775808)))) $x7306 $x11297)))
(not $x16538))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
