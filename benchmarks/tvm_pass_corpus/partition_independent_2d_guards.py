# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Reduce Loop Extents" ("use the comparison operator to
#   reduce the loop extent"), with one independent guard per loop of a 2-d nest (no such pass
#   in TVM 0.27; its closest pass is LoopPartition with partition_const_loop on T.likely
#   guards, followed in TVM's lowering by StmtSimplify and RemoveNoOp)
# tvm: s_tir.transform.LoopPartition, tirx.transform.StmtSimplify, tirx.transform.RemoveNoOp
# tvm-config: {"s_tir.LoopPartition": {"partition_const_loop": true}}
# verirw: reduce_loop_extents
# exercises: for i, j in 8 x 8: if i < 5 and j < 3 -> for i, j in 5 x 3
@T.prim_func
def main(A: T.Buffer((8, 8), "int32")):
    for i, j in T.grid(8, 8):
        if T.likely(i < 5) and T.likely(j < 3):
            A[i, j] = 1
