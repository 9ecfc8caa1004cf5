# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1180: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "float32"]):
    i = 0
    for j in T.serial(2):
        A[i, j] = 0.0
