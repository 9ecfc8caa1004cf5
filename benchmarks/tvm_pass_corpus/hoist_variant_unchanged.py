# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM HoistExpression documented behaviour (a condition on the innermost loop variable
#   is not hoisted)
# tvm: s_tir.transform.HoistExpression
# verirw: hoist_expression
# exercises: nothing to hoist: the condition depends on j
@T.prim_func
def main(A: T.Buffer((8, 8), "int32")):
    for i in range(8):
        for j in range(8):
            if j < 4:
                A[i, j] = 1
