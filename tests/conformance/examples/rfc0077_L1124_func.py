# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1124: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4,4), "float32"]):
    for i in T.serial(4):
        is_in_bounds = i < 3
        if is_in_bounds:
            A[i] = 0.0
