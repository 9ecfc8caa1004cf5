# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1252: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(16,), "float32"]):
    for i in T.serial(16):
        A[i] = 0.0

    for i in T.serial(16):
        if i > 0:
            A[i] = A[i - 1] + 1.0
