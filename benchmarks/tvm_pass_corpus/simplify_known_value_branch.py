# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify "TestSimplifyUsingBufferAssumption" style (a branch on
#   a buffer value the preceding assume fixes)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: if A[0] == 0 is decided by T.assume(A[0] == 0)
@T.prim_func
def main(A: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == 0)
    if A[0] == 0:
        B[0] = 1
    else:
        B[0] = 2
