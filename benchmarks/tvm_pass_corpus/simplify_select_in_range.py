# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Remove Branching Through Overcompute" opening (a bounds guard that the loop
#   range already implies); TVM's StmtSimplify proves it from the loop variable's range
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: T.if_then_else(i < 16, A[i], 0) for i in range(16) is A[i]
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        B[i] = T.if_then_else(i < 16, A[i], T.float32(0.0))
