# rfc0077 (003_0e800cbc67ab2e7f.txt), line 2348: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(
    A: T.Buffer[(3, 8), "float32"],
    F: T.Buffer[3, "float32"],
    B: T.Buffer[(3, 8), "float32"],
):
    for io, ii in T.grid(3, 8):
        T.assume(
            (io == 0 and ii >= 2)
            or (io > 0 and io < 2)
            or (io == 2 and ii < 2)
            or A[io, ii] == 0.0
        )

    for io, ii in T.grid(3, 8):
        B[io, ii] = 0.0

    for io in T.serial(3):
        if io == 0:
            for ii in T.serial(8):
                if ii >= 2:
                    for fi in T.serial(3):
                        B[io + (ii + fi) // 8, (ii + fi) % 8] = (
                            B[io + (ii + fi) // 8, (ii + fi) % 8] + F[fi] * A[io, ii]
                        )
        elif io == 2:
            for ii in T.serial(8):
                if ii < 2:
                    for fi in T.serial(3):
                        B[io + (ii + fi) // 8, (ii + fi) % 8] = (
                            B[io + (ii + fi) // 8, (ii + fi) % 8] + F[fi] * A[io, ii]
                        )
        else:
            for ii in T.serial(8):
                for fi in T.serial(3):
                    B[io + (ii + fi) // 8, (ii + fi) % 8] = (
                        B[io + (ii + fi) // 8, (ii + fi) % 8] + F[fi] * A[io, ii]
                    )
