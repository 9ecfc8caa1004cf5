# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1021: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[16, "int32"], n: T.int32):
    T.assume(n >= 0 and n < 8)

    for i in T.serial(16):
        A[i] = 0
