# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM s_tir Schedule.fuse output style (T.axis.spatial(16, i * 4 + j)) read back through
#   //, % (RFC 0077 "sequential_buffer_access" index shape)
# tvm: s_tir.transform.StmtSimplify
# verirw: simplify
# exercises: a fused block axis split again by // 4 and % 4 simplifies to the loop variables
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for i, j in T.grid(4, 4):
        with T.sblock("b"):
            v = T.axis.spatial(16, i * 4 + j)
            B[v // 4, v % 4] = A[v // 4, v % 4] + 1
