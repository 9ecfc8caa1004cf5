# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Lowering Transform - Remove T.assume" (TVM's RemoveAssume)
# tvm: tirx.transform.RemoveAssume
# verirw: remove_assume
# exercises: an assume loop nest dropped at lowering
@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        B[io, ii] = A[io, ii]
