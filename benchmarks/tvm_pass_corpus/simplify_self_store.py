# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" ("This functionality is currently part of
#   tvm::arith::StmtSimplifier": a load stored back to where it came from); issue 23 "A[0] = A[0]
#   left to another pass"
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: Simplify itself drops A[i] = A[i]
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = A[i]
        B[i] = A[i] + 1
