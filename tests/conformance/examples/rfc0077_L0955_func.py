# rfc0077 (003_0e800cbc67ab2e7f.txt), line 955: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4,4), "float32"], B: T.Buffer[(4,4), "float32"]):
    for i,j in T.grid(4,4):
        if 4*i + j < 14:
            A[i] = 0.0
        else:
            A[i] = 1.0

        if i==3 and j>=2:
            B[i] = 2.0
        else:
            B[i] = 3.0
