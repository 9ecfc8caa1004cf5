# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2843: extracted verbatim by tools/extract_seed_examples.py
@ir_module
class split_module:
    @T.prim_func
    def transform_A(A: T.Buffer[14, "int32"], B: T.Buffer[(4, 4), "int32"]):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[4 * io + ii]

    @T.prim_func
    def compute_C(B: T.Buffer[(4, 4), "int32"], C: T.Buffer[1, "int32"]):
        C[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                C[0] = C[0] + B[io, ii]
