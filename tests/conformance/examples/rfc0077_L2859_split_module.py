# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2859: extracted verbatim by tools/extract_seed_examples.py
@ir_module
class split_module:
    # This is NOT a valid transformation of transform_A, because it
    # changes the resulting value of an output buffer.
    @T.prim_func
    def transform_A(A: T.Buffer[14, "int32"], B: T.Buffer[(4, 4), "int32"]):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[4 * io + ii]
            else:
                B[io, ii] = 0

    # This is NOT a valid transformation of compute_C, because the
    # inserted statements `C[0] = C[0] + B[3,2]` and `C[0] = C[0] +
    # B[3,3]` CANNOT be proven to be no-ops, nor can it even be
    # determined that `B[3,2]` and `B[3,3]` are safe to access as they
    # may contain uninitialized values.
    @T.prim_func
    def compute(B: T.Buffer[(4, 4), "int32"], C: T.Buffer[1, "int32"]):
        C[0] = 0
        for io, ii in T.grid(4, 4):
            C[0] = C[0] + B[io, ii]
