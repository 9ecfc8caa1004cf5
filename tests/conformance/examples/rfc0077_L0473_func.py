# rfc0077 (003_0e800cbc67ab2e7f.txt), line 473: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[14, "float32"], B: T.Buffer[14, "float32"]):
    A_cache = T.alloc_buffer(14, "float32")

    # When copying into the read cache, the loop iteration remains the
    # same, but writes to the transformed locations in `A_cache`.
    for i in T.serial(14):
        with T.block("A_cache"):
            A_cache[i // 4, i % 4] = A[i]

    # Immediately following the stage that produces values in the
    # transformed A_cache, a new stage is added that writes the
    # pad_value to the padding.
    for io, ii in T.grid(4, 4):
        with T.block("A_cache_padding"):
            if 4 * io + ii >= 14:
                A_cache[io, ii] = -1

    # The compute stage is unchanged, other than the updated indices
    # for A_cache and B_cache.
    B_cache = T.alloc_buffer(14, "float32")
    for i in T.serial(14):
        with T.block("compute"):
            B_cache[i // 4, i % 4] = 2 * A_cache[i // 4, i % 4]

    # Immediately following the stage that produces values in the
    # transformed A_cache, a new stage is added that writes the
    # pad_value to the padding.
    for io, ii in T.grid(4, 4):
        with T.block("B_cache_padding"):
            if 4 * io + ii >= 14:
                B_cache[io, ii] = -2

    # When copying into the read cache, the loop iteration remains the
    # same, but reads from the transformed locations in `B_cache`.
    for i in T.serial(14):
        with T.block("B_cache"):
            B[i] = B_cache[i // 4, i % 4]
