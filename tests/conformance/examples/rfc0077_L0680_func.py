# rfc0077 (003_0e800cbc67ab2e7f.txt), line 680: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(16,), "int32"],
    F: T.Buffer[(3,), "int32"],
    B: T.Buffer[(14,), "int32"],
):
    with T.block('compute'):
        for i in T.serial(14):
            B[i] = 0.0
            for f in T.serial(3):
                B[i] = B[i] + F[f] * A[i + f]
