# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2974: extracted verbatim by tools/extract_seed_examples.py
@ir_module
class split_module:
    @T.prim_func
    def transform_A(A: T.Buffer[14, "int32"], B: T.Buffer[(4, 4), "int32"]):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[4 * io + ii]

        for io,ii in T.grid(4,4):
            if 4 * io + ii >= 14:
                B[io,ii] = 0

    # This is a valid transformation of compute_C, because the
    # inserted statements `C[0] = C[0] + B[3,2]` and `C[0] = C[0] +
    # B[3,3]` be proven to be no-ops.  Where the single_func version
    # used earlier stages to provide the values of `B[3,2]` and
    # `B[3,3]`, here they are determined from the `T.assume()`
    # statement.
    #
    # Because `T.assume` calls are removed during lowering, a
    # `T.assume(buf[indices] == T.undef())` exposes non-local
    # constraints to the compute_C.
    @T.prim_func
    def compute_C(B: T.Buffer[(4, 4), "int32"], C: T.Buffer[1, "int32"]):
        for io,ii in T.grid(4,4):
            T.assume(4*io+ii < 14 or B[io,ii]==0)

        C[0] = 0
        for io, ii in T.grid(4, 4):
            C[0] = C[0] + B[io, ii]
