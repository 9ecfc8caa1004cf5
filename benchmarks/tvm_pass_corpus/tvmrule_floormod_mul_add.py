# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM's RewriteSimplifier, src/arith/rewrite_simplify.cc line 1303:
#   (x * c1 + y) % c2 -> x % (c2 // c1) * c1 + y where 0 <= y < c1, its pattern in a buffer index as loop splitting and fusing leave them
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: the rule of TVM's own base that verirw's tvm family carries (docs/tvm-rules.md)
@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i, j in T.grid(8, 4):
        B[i * 4 + j] = A[(i * 4 + j) % 8 // 4]
