# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify style (a condition disproven by the loop range keeps
#   the else case only)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: i >= 16 is False for every i in range(16)
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i >= 16:
            A[i] = 1
        else:
            A[i] = 2
