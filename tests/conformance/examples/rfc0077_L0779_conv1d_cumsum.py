# rfc0077 (003_0e800cbc67ab2e7f.txt), line 779: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def conv1d_cumsum(
    A: T.Buffer[(16,), "int32"],
    F: T.Buffer[(3,), "int32"],
    B: T.Buffer[(14,), "int32"],
):
    with T.block('compute'):
        for i in T.serial(14):
            if i == 0:
                B[i] = 0
            else:
                B[i] = B[i - 1]

            for f in T.serial(3):
                B[i] = B[i] + F[f] * A[i + f]
