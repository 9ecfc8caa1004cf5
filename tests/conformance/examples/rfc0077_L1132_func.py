# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1132: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4,), "float32"]) -> None:
    is_in_bounds = T.var("bool")
    if is_in_bounds:
        for i in T.serial(4):
            is_in_bounds = i < 3
            A[i] = 0.0
