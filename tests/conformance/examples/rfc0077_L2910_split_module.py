# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2910: extracted verbatim by tools/extract_seed_examples.py
@ir_module
class split_module:
    # This is a valid transformation of transform_A.  The additional
    # statements `B[3,2] = 0` and `B[3,3] = 0` are no-ops, because
    # they are overwritten by `T.undef()`.
    #
    # Because stores of `T.undef()` are removed during lowering, a
    # write of `T.undef()` effectively acts as permission to change
    # these locations in the buffer.
    @T.prim_func
    def transform_A(A: T.Buffer[14, "int32"], B: T.Buffer[(4, 4), "int32"]):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[4 * io + ii]
            else:
                B[io, ii] = 0

        for io,ii in T.grid(4,4):
            if 4 * io + ii >= 14:
                B[io,ii] = T.undef()

    # This is NOT a valid transformation of compute_C, because the
    # inserted statements `C[0] = C[0] + B[3,2]` and `C[0] = C[0] +
    # B[3,3]` CANNOT be proven to be no-ops.  We can prove that it is
    # safe to access `B[3,2]` and `B[3,3]`, but that isn't enough to
    # prove that the inserted statements would be no-ops.
    #
    # Because `T.assume` calls are removed during lowering, a
    # `T.assume(buf[indices] == T.undef())` effectively acts as
    # permission to access the buffer at those indices.
    @T.prim_func
    def compute(B: T.Buffer[(4, 4), "int32"], C: T.Buffer[1, "int32"]):
        for io,ii in T.grid(4,4):
            T.assume(4*io+ii < 14 or B[io,ii]==T.undef())

        C[0] = 0
        for io, ii in T.grid(4, 4):
            C[0] = C[0] + B[io, ii]
