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
 (let ((?x4505 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x1367 (<= 0 ?x4505)))
(let (($x695 (and (distinct 0 c) true)))
(let (($x11103 (=> (and $x1367) $x695)))
(not (and $x695 $x11103 (and $x1367 (<= ?x4505 (- c 1))))))))))
(check-sat)
(pop)
