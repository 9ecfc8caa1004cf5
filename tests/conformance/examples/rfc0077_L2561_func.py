# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2561: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io,ii in T.grid(4,4):
        T.assume(4*io+ii < 14 or A[io,ii] == T.undef())

    for i in T.serial(14):
        B[i // 4, i % 4] = 2 * A[i // 4, i % 4]

    # This will be removed later during lowering, and is used to
    # signify that the function is allowed to alter the return value
    # in these indices.
    for io,ii in T.grid(4,4):
        if 4*io + ii >= 14:
            B[io,ii] = T.undef()
