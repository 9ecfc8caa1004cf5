# rfc0077 (003_0e800cbc67ab2e7f.txt), line 651: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(14,), "int32"]):
    with T.block('compute'):
        for i in T.serial(14):
            A[i] = i
