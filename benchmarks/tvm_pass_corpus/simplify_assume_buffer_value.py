# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify", buffer-value assumption (T.assume(B[0] == 0),
#   the first B[0] replaced, later ones not: overwritten in the loop)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a buffer-value fact that holds until the next write to B[0]
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")):
    T.assume(B[0] == 0)
    if A[0] == B[0]:
        for i in range(16):
            B[0] = B[0] + A[i]
