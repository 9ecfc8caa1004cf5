# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM HoistIfThenElse (s_tir.transform.HoistIfThenElse: "hoist loop-invariant
#   IfThenElse nodes to outside the eligible loops"); RFC 0077 says HoistExpression with
#   kIfElseStmt and no let bindings is its equivalent
# tvm: s_tir.transform.HoistIfThenElse
# verirw: hoist_expression
# verirw-options: {"hoist_expression": {"conditional": 1, "let_binding": 0}}
# exercises: an if on a scalar parameter lifted out of a two-level loop nest
@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), n: T.int32):
    for i in range(4):
        for j in range(4):
            if n > 2:
                A[i, j] = i * 4 + j
