# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1705: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(14,), "int32"], B: T.Buffer[(1,), "int32"]) -> None:
    A_local = T.alloc_buffer([4,4], dtype="int32", scope="local")
    for io,ii in T.grid(4,4):
        if 4*io+ii < 14:
            A_local[io,ii] = A[4*io+ii]

    for io,ii in T.grid(4,4):
        if io==3 and ii>=2:
            A_local[io,ii] = 0

    B[0] = 0
    for io,ii in T.grid(4,4):
        if 4*io+ii < 14:
            B[0] = B[0] + A_local[io,ii]
