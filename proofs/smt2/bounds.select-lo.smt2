; bounds/select-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(declare-fun b () Bool)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite b x y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x53890 (<= lo_x 9223372036854775807)))
 (let (($x199327 (>= lo_x (- 9223372036854775808))))
 (and $x199327 $x53890))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4729 (<= lo_y 9223372036854775807)))
 (let (($x59005 (>= lo_y (- 9223372036854775808))))
 (and $x59005 $x4729))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x47241 (<= lo_x lo_y)))
(let ((?x150958 (ite $x47241 lo_x lo_y)))
(let (($x71617 (and true true (and true (and (>= ?x150958 (- 9223372036854775808)) (<= ?x150958 9223372036854775807))))))
(not (and (and $x71617 (= ?x150958 (ite (< lo_y lo_x) lo_y lo_x)))))))))
(check-sat)
(pop 1)
(exit)
