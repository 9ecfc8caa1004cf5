; divmod/div-add-reduce: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x786 (div c1 c2)))
 (let (($x24 (>= c2 0)))
 (let ((?x3352 (ite $x24 ?x786 (div (- c1) (- c2)))))
 (let ((?x779 (- c1 (* c2 ?x3352))))
 (and (distinct ?x779 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x786 (div c1 c2)))
(let (($x24 (>= c2 0)))
(let ((?x3352 (ite $x24 ?x786 (div (- c1) (- c2)))))
(let ((?x3543 (- c2)))
(let ((?x779 (- c1 (* c2 ?x3352))))
(let ((?x3380 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x1296 (+ ?x3380 ?x779)))
(let (($x4298 (= (ite $x24 (div (+ ?x3380 c1) c2) (div (- (+ ?x3380 c1)) ?x3543)) (+ (ite $x24 (div ?x1296 c2) (div (- ?x1296) ?x3543)) ?x3352))))
(let (($x14860 (and (distinct c2 0) true)))
(let (($x2988 (and (distinct ok_x 0) true)))
(not (=> (and $x2988 $x14860) (and $x2988 $x14860 $x14860 $x14860 $x4298))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x786 (div c1 c2)))
 (let (($x24 (>= c2 0)))
 (let ((?x3352 (ite $x24 ?x786 (div (- c1) (- c2)))))
 (let ((?x779 (- c1 (* c2 ?x3352))))
 (and (distinct ?x779 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3543 (- c2)))
(let ((?x3380 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x612 (+ ?x3380 c1)))
(let (($x24 (>= c2 0)))
(let ((?x786 (div c1 c2)))
(let ((?x3352 (ite $x24 ?x786 (div (- c1) ?x3543))))
(let ((?x1822 (ite $x24 (div (+ ?x3380 (- c1 (* c2 ?x3352))) c2) (div (- (+ ?x3380 (- c1 (* c2 ?x3352)))) ?x3543))))
(let (($x14860 (and (distinct c2 0) true)))
(let (($x2988 (and (distinct ok_x 0) true)))
(let (($x11393 (and $x2988 $x14860 (= (+ ?x1822 ?x3352) (ite $x24 (div ?x612 c2) (div (- ?x612) ?x3543))))))
(not (=> (and $x2988 $x14860 $x14860 $x14860) $x11393)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3412 (<= k_c2 9223372036854775807)))
 (let (($x142 (>= k_c2 (- 9223372036854775808))))
 (and $x142 $x3412))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3433 (<= k_c1 9223372036854775807)))
 (let (($x6716 (>= k_c1 (- 9223372036854775808))))
 (and $x6716 $x3433))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x32 (< 0 k_c2)))
 (and true true $x32)))
(assert
 (let ((?x3739 (div k_c1 k_c2)))
 (let (($x13329 (>= k_c1 0)))
 (let ((?x97 (- k_c1 (* k_c2 (ite $x13329 ?x3739 (- (div (- k_c1) k_c2)))))))
 (let ((?x3732 (+ ?x97 k_c2)))
 (let ((?x2088 (* k_c2 (ite (>= ?x3732 0) (div ?x3732 k_c2) (- (div (- ?x3732) k_c2))))))
 (let ((?x9027 (- ?x3732 ?x2088)))
 (let (($x12593 (and (distinct k_c2 0) true)))
 (let (($x14227 (and (and $x12593 (not (and (= ?x3732 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x9027 (- 9223372036854775808)) (<= ?x9027 9223372036854775807)))))
 (let (($x7439 (and (and $x12593 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x97 (- 9223372036854775808)) (<= ?x97 9223372036854775807)))))
 (let (($x3982 (and (and true true $x7439) true (and true (and (>= ?x3732 (- 9223372036854775808)) (<= ?x3732 9223372036854775807))))))
 (let (($x3706 (and $x3982 true $x14227)))
 (and $x3706 true (and (distinct ?x9027 k_c1) true))))))))))))))
(assert
 (let ((?x3739 (div k_c1 k_c2)))
(let (($x4809 (>= k_c2 0)))
(let ((?x6041 (ite $x4809 ?x3739 (div (- k_c1) (- k_c2)))))
(let ((?x8428 (- k_c1 (* k_c2 ?x6041))))
(let (($x12593 (and (distinct k_c2 0) true)))
(let (($x32 (< 0 k_c2)))
(let ((?x97 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x3739 (- (div (- k_c1) k_c2)))))))
(let ((?x3732 (+ ?x97 k_c2)))
(let ((?x2088 (* k_c2 (ite (>= ?x3732 0) (div ?x3732 k_c2) (- (div (- ?x3732) k_c2))))))
(let ((?x9027 (- ?x3732 ?x2088)))
(let ((?x8379 (- k_c1 ?x9027)))
(let ((?x14 (ite (>= ?x8379 0) (div ?x8379 k_c2) (- (div (- ?x8379) k_c2)))))
(let (($x14227 (and (and $x12593 (not (and (= ?x3732 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x9027 (- 9223372036854775808)) (<= ?x9027 9223372036854775807)))))
(let (($x7439 (and (and $x12593 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x97 (- 9223372036854775808)) (<= ?x97 9223372036854775807)))))
(let (($x3982 (and (and true true $x7439) true (and true (and (>= ?x3732 (- 9223372036854775808)) (<= ?x3732 9223372036854775807))))))
(let (($x3706 (and $x3982 true $x14227)))
(let (($x5207 (and (and true $x3706 (and true (and (>= ?x8379 (- 9223372036854775808)) (<= ?x8379 9223372036854775807)))) true (and $x12593 (and (>= ?x14 (- 9223372036854775808)) (<= ?x14 9223372036854775807))))))
(let (($x12606 (and $x12593 (and $x3706 (= ?x9027 ?x8428)) $x12593 (and $x5207 (= ?x14 ?x6041)) $x32 $x12593 (and (distinct ?x8428 k_c1) true))))
(not $x12606))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
