# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2619: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io, ii in T.grid(4, 4):
        B[io, ii] = 2 * A[io, ii]
