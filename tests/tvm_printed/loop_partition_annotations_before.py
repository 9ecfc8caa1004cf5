# Source: apache/tvm tests/python/tir-transform/test_tir_transform_loop_partition.py @ 292ecfd21031eef97d8750d553a3cf65c74ecaf8 (Apache-2.0)
# test_loop_partition_keep_loop_annotations, "before" (input of LowerOpaqueBlock, FlattenBuffer,
# LoopPartition, Simplify, RemoveNoOp); verbatim, common indentation removed.

@T.prim_func
def before(A: T.Buffer(160, "int32"), B: T.Buffer(160, "int32")) -> None:
    for i in T.serial(
        160,
        annotations={"pragma_loop_partition_hint": True, "key": "value"},
    ):
        if i < 10:
            B[i] = A[i] + 1
        elif 10 <= i and i < 150:
            B[i] = A[i] + 2
        else:
            B[i] = A[i] + 3
