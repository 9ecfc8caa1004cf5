# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith rewrite simplifier documented select rule (if_then_else(c, x, x) -> x)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a select whose two values are the same load
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        B[i] = T.if_then_else(i < n, A[i], A[i])
