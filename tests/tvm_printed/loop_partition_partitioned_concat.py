# Source: apache/tvm tests/python/tir-transform/test_tir_transform_loop_partition.py @ 292ecfd21031eef97d8750d553a3cf65c74ecaf8 (Apache-2.0)
# partitioned_concat: the expected result of test_explicit_partition_hint (TE
# C[i] = if_then_else(i < 16, A[i], B[i]) lowered with StorageFlatten, LoopPartition, Simplify);
# verbatim.

@T.prim_func
def partitioned_concat(
    A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), C: T.Buffer((32,), "float32")
) -> None:
    T.func_attr({"from_legacy_te_schedule": True, "global_symbol": "main", "tir.noalias": True})
    for i in T.serial(0, 16):
        C[i] = A[i]
    for i in T.serial(0, 16):
        C[i + 16] = B[i + 16]
