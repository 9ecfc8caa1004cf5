# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1609: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    for io, ii in T.grid(4, 4):
        if 0 <= 4 * io + ii < 14:
            A[io, ii] = 42
