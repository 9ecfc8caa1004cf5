# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1602: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    for i in T.serial(14):
        A[i // 4, i % 4] = 42
