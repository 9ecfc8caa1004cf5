# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1162: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "float32"]):
    for i, j in T.grid(4, 4):
        if i == 0 and j < 2:
            A[i, j] = 0.0
