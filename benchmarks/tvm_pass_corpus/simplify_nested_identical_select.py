# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 23 "nested identical T.if_then_else"; TVM's rewrite simplifier
#   (if_then_else(c, if_then_else(c, a, b), d) -> if_then_else(c, a, d))
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: the inner select's condition is known inside the outer select's true value
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        B[i] = T.if_then_else(i < 8, T.if_then_else(i < 8, A[i], T.float32(1.0)), T.float32(2.0))
