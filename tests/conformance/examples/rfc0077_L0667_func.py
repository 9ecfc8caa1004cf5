# rfc0077 (003_0e800cbc67ab2e7f.txt), line 667: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    with T.block('compute'):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A[io, ii] = 4 * io + ii
