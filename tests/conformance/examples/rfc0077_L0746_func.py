# rfc0077 (003_0e800cbc67ab2e7f.txt), line 746: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(4, 4), "int32"],
    F: T.Buffer[(3,), "int32"],
    B: T.Buffer[(4, 4), "int32"],
):
    # Because the initialization of B[i//4, i%4] does not depend on f,
    # it cannot be expressed solely in terms of io and ii.  Therefore,
    # the initialization must be split into a separate loopnest.
    with T.block('init_compute'):
        for i in T.serial(14):
            B[i // 4, i % 4] = 0.0

    with T.block('compute'):
        for io,ii in T.grid(4,4):
            for f in T.serial(3):
                if 0 <= 4*io + ii - f < 14:
                    # B's indices simplify from
                    #      [i // 4, i%4]
                    #   => [(4*io + ii - f) // 4, (4*io + ii - f)%4]
                    #   => [io + (ii - f) // 4, (ii - f)%4]
                    B[io + (ii - f) // 4, (ii - f) % 4] = (
                        B[io + (ii - f) // 4, (ii - f) % 4] + F[f] * A[io, ii]
                    )
