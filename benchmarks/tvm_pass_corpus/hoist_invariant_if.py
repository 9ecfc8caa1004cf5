# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM HoistExpression / HoistIfThenElse documented behaviour (an if whose condition
#   depends on an outer loop only moves out of the inner loop)
# tvm: s_tir.transform.HoistExpression
# verirw: hoist_expression
# exercises: if i < n evaluated once per i instead of once per (i, j)
@T.prim_func
def main(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32"), n: T.int32):
    for i in range(8):
        for j in range(8):
            if i < n:
                B[i, j] = A[i, j] + 1
