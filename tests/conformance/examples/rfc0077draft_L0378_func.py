# rfc0077draft (004_8c63c4b50ea676e6.txt), line 378: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[(4,4), "int32"]):
    # This loop writes the same values, but to the new locations in
    # `A`.
    for i in T.serial(14):
        A[i//4, i%4] = i

    # This loop writes the padding values.  In this case, `io==3 and
    # ii>2` is the predicate, and `-1` is the value.
    for io,ii in T.grid(4,4):
        if io==3 and ii>2:
            A[io, ii] = -1
