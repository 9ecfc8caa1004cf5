# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "transform_layout" (input buffer: for io, ii: T.assume(4 * io + ii < 14 or
#   A[io, ii] == -1)) followed by a consumer that selects the pad value in the padding
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: an assume loop nest as a fact about A's padding: the select reads A either way
@T.prim_func
def main(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == T.float32(-1.0))
    for io, ii in T.grid(4, 4):
        B[io, ii] = T.if_then_else(4 * io + ii < 14, A[io, ii], T.float32(-1.0))
