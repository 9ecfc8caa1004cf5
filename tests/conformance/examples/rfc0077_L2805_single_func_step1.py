# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2805: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def single_func_step1(A: T.Buffer[14, "int32"], C: T.Buffer[1, "int32"]):
    with T.block("transform"):
        B = T.alloc_buffer([4, 4], "int32")
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[4 * io + ii]
            else:
                B[io, ii] = 0

    with T.block("compute"):
        C[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                C[0] = C[0] + B[io, ii]
