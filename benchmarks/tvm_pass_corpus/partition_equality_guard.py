# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Reduce Loop Extents" (its example's i == 0 becomes the
#   binding i = 0): an equality guard collapses the loop to one iteration (no such pass in
#   TVM 0.27; its closest pass is LoopPartition with partition_const_loop)
# tvm: s_tir.transform.LoopPartition, tirx.transform.StmtSimplify, tirx.transform.RemoveNoOp
# tvm-config: {"s_tir.LoopPartition": {"partition_const_loop": true}}
# verirw: reduce_loop_extents
# exercises: for i in 8: if i == 3: body -> body with i = 3
@T.prim_func
def main(A: T.Buffer((8,), "int32")):
    for i in range(8):
        if i == 3:
            A[i] = 1
