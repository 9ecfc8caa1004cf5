# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM HoistExpression documented behaviour with an else branch (the loop is copied into
#   both branches)
# tvm: s_tir.transform.HoistExpression
# verirw: hoist_expression
# exercises: if/else on an outer-loop condition, hoisted with both branches
@T.prim_func
def main(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32"), n: T.int32):
    for i in range(8):
        for j in range(8):
            if i < n:
                B[i, j] = A[i, j] + 1
            else:
                B[i, j] = 0
