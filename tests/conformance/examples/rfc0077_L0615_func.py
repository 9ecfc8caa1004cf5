# rfc0077 (003_0e800cbc67ab2e7f.txt), line 615: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(16,), "int32"]):
    with T.block('compute'):
        for i in T.serial(16):
            A[i] = i
