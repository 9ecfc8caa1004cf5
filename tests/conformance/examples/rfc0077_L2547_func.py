# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2547: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(14,), "int32"]):
    # This assumption doesn't tell us anything about the value of A,
    # but does tell us that it is valid to read these locations of A,
    # and won't contain uninitialized values, which could result in
    # undefined behavior on some targets.
    for io,ii in T.grid(4,4):
        T.assume(4*io+ii < 14 or A[io,ii] == T.undef())

    for i in T.serial(14):
        B[i] = 2 * A[i // 4, i % 4]
