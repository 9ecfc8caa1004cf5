# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2540: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(14,), "int32"], B: T.Buffer[(14,), "int32"]):
    for i in T.serial(14):
        B[i] = 2 * A[i]
