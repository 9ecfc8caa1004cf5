# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2640: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(14, 60), "int32"], B: T.Buffer[(14,), "int32"]):
    for i in T.serial(14):
        B[i] = 0
        for j in T.serial(60):
            B[i] = B[i] + A[i, j]
