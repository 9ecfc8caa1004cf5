# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1484: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(4, 4), "float32"],
    F: T.Buffer[(3,), "float32"],
    B: T.Buffer[(4, 4), "float32"],
):
    for io, ii in T.grid(4, 4):
        if io==3 and ii>=2:
            B[io, ii] = 0.0

            for f in T.serial(3):
                B[io, ii] = 0.0

        else:
            B[io, ii] = 0.0

            for f in T.serial(3):
                B[io, ii] = B[io, ii] + A[io + (ii + f) // 4, (ii + f) % 4]

    for io,ii in T.grid(4,4):
        if io==3 and ii>=2:
            B[io,ii] = 0.0
