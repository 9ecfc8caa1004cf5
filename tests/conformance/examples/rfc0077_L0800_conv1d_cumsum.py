# rfc0077 (003_0e800cbc67ab2e7f.txt), line 800: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def conv1d_cumsum(
    A: T.Buffer[(4, 4), "int32"],
    F: T.Buffer[(3,), "int32"],
    B: T.Buffer[(4, 4), "int32"],
):
    with T.block('compute'):
        for i in T.serial(14):
            if i == 0:
                B[i // 4, i % 4] = 0
            else:
                B[i // 4, i % 4] = B[(i - 1) // 4, (i - 1) % 4]

            for f in T.serial(3):
                B[i // 4, i % 4] = B[i // 4, i % 4] + F[f] * A[(i + f) // 4, (i + f) % 4]
