# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "transform_layout" padding stage ("the loop over io can be removed, and the
#   range of the loop over ii can be reduced to 2 <= ii < 4"); TVM LoopPartition with
#   partition_const_loop on a T.likely guard, then StmtSimplify and RemoveNoOp, as the closest
# tvm: s_tir.transform.LoopPartition, tirx.transform.StmtSimplify, tirx.transform.RemoveNoOp
# tvm-config: {"s_tir.LoopPartition": {"partition_const_loop": true}}
# verirw: hoist_expression, reduce_loop_extents
# exercises: a padding loop nest guarded by 4 * io + ii >= 14
@T.prim_func
def main(B: T.Buffer((4, 4), "float32")):
    for io, ii in T.grid(4, 4):
        if T.likely(io == 3 and ii >= 2):
            B[io, ii] = T.float32(-2.0)
