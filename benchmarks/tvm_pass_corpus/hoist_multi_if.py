# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_s_tir_transform_hoist_if style "test_hoist_multi_if" (conditions on outer
#   loops nested inside inner loops; issue 23: "does not lift if i < 2 past an inner j loop")
# tvm: s_tir.transform.HoistExpression
# verirw: hoist_expression
# exercises: two invariant ifs each lifted to the loop level it depends on
@T.prim_func
def main(A: T.Buffer((4, 4, 4), "int32")):
    for i in range(4):
        for j in range(4):
            for k in range(4):
                if j < 2:
                    if i < 2:
                        A[i, j, k] = i + j + k
