# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith (canonical simplifier) behaviour on a split loop: (io * 4 + ii) % 4 and
#   (io * 4 + ii) // 4 with ii < 4 (RFC 0077 sequential_buffer_access shape)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: floordiv/floormod of a split index by the split factor
@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((16,), "int32")):
    for io, ii in T.grid(4, 4):
        B[io * 4 + ii] = A[(io * 4 + ii) // 4, (io * 4 + ii) % 4]
