; bounds/mod: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (let ((?x4244 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x5707 (<= 0 ?x4244)))
(let (($x242 (and (distinct 0 c) true)))
(let (($x680 (=> (and $x5707) $x242)))
(not (and $x242 $x680 (and $x5707 (<= ?x4244 (- c 1))))))))))
(check-sat)
(pop)
