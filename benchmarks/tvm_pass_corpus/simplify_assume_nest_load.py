# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, padding facts (T.assume(4 * io + ii < 14 or A[io, ii] == 0)) used to replace
#   a load in the padding region by the pad value
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a load of A in the padding (io == 3, ii >= 2) is the known pad value 0
@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for k in range(2):
        B[k] = A[3, k + 2] * 5
