# rfc0077 (003_0e800cbc67ab2e7f.txt), line 999: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[16, "float32"], B: T.Buffer[16, "float32"]):
    for i in T.serial(16):
        if A[i] < 0.0:
            A[i] = A[i] + 1.0
            A[i] = 0.0
