# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify" ("When encountering a T.assume statement, this
#   should be used for later simplifications"; value assumptions hold until the buffer is
#   written), with the assume in a loop nest over i as RFC 0077 writes assumes over padding
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: A[i] + x where an earlier assume loop nest states A[i] == 0: the load is 0
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), x: T.int32):
    for i in range(16):
        T.assume(A[i] == 0)
    for i in range(16):
        B[i] = A[i] + x
