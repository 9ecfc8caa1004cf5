# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1344: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(4, 4), "float32"],
    F: T.Buffer[(3,), "float32"],
    B: T.Buffer[(14,), "float32"],
):
    with T.block('compute'):
        for i in T.serial(14):
            B[i] = 0.0
            for f in T.serial(3):
                B[i] = B[i] + A[(i + f) // 4, (i + f) % 4]
