# rfc0077draft (004_8c63c4b50ea676e6.txt), line 372: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(14,), "float32"]):
    for i in T.serial(14):
        A[i] = i
