# rfc0077 (003_0e800cbc67ab2e7f.txt), line 537: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "float32"], B: T.Buffer[(4, 4), "float32"]):
    # The buffer A does not have a write stage within this buffer.
    # Therefore, a new stage is inserted that calls T.assume.  The
    # assumption provided states that either the transformed indices
    # correspond to a set of indices in the pre-transformation buffer
    # (4*io + 11 < 14), or the value stored in the buffer is the
    # pad_value `A[io, ii] == -1`.
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == -1)

    # The computation, doubling the input value
    for i in T.serial(14):
        with T.block("compute"):
            B[i] = 2 * A[i]

    # The buffer B is an argument to the function, but contains a
    # write stage.  Therefore, we add a stage that writes the
    # pad_value after the write stage.
    for io, ii in T.grid(4, 4):
        with T.block("B_cache_padding"):
            if 4 * io + ii >= 14:
                B[io, ii] = -2
