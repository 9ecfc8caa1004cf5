# rfc0077 (003_0e800cbc67ab2e7f.txt), line 719: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(4, 4), "int32"],
    F: T.Buffer[(3,), "int32"],
    B: T.Buffer[(4, 4), "int32"],
):
    with T.block('compute'):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = 0.0
                for f in T.serial(3):
                    # A's indices simplify from
                    #      [(i + f) // 4, (i + f) % 4]
                    #   => [(4*io + ii + f) // 4, (4*io + ii + f) % 4]
                    #   => [io + (ii + f) // 4, (ii + f) % 4]
                    B[io, ii] = B[io, ii] + F[f] * A[io + (ii + f) // 4, (ii + f) % 4]
