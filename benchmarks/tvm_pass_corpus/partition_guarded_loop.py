# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Reduce Loop Extents" (no such pass in TVM 0.27; its
#   closest pass is LoopPartition with partition_const_loop, which splits the loop at a
#   T.likely guard's bound; TVM's lowering follows it with StmtSimplify and RemoveNoOp)
# tvm: s_tir.transform.LoopPartition, tirx.transform.StmtSimplify, tirx.transform.RemoveNoOp
# tvm-config: {"s_tir.LoopPartition": {"partition_const_loop": true}}
# verirw: reduce_loop_extents
# exercises: for i in 16: if i < 4 -> a loop over the 4 guarded iterations
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if T.likely(i < 4):
            A[i] = i
