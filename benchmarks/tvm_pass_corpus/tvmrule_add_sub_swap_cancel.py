# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM's RewriteSimplifier, src/arith/rewrite_simplify.cc line 445:
#   x + (y - x) -> y, its pattern in a buffer index as loop splitting and fusing leave them
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: the rule of TVM's own base that verirw's tvm family carries (docs/tvm-rules.md)
@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i in range(16):
        B[i] = A[n + (i - n)]
