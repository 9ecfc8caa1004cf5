# Source: apache/tvm tests/python/tir-transform/test_tir_transform_loop_partition.py @ 292ecfd21031eef97d8750d553a3cf65c74ecaf8 (Apache-2.0)
# test_loop_partition_keep_loop_annotations, "after" (what the passes must produce from
# loop_partition_annotations_before); verbatim, common indentation removed.

@T.prim_func
def after(A: T.Buffer(160, "int32"), B: T.Buffer(160, "int32")) -> None:
    for i in T.serial(10, annotations={"key": "value"}):
        B[i] = A[i] + 1
    for i in T.serial(140, annotations={"key": "value"}):
        B[i + 10] = A[i + 10] + 2
    for i in T.serial(10, annotations={"key": "value"}):
        B[i + 150] = A[i + 150] + 3
