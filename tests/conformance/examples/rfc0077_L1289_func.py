# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1289: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(16,), "float32"]):
    for i in T.serial(16):
        A[i] = i

    for i in T.serial(16):
        if 0 < i < 15:
            A[i] = A[i - 1] + A[i] + A[i + 1]
