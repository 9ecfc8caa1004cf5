# rfc0077draft (004_8c63c4b50ea676e6.txt), line 252: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def row_summation(a: T.handle, b: T.handle):
    A = T.match_buffer(shape=(16, 14), dtype="float32")
    B = T.match_buffer(shape=(16,), dtype="float32")
    for i in T.serial(16):
        B[i] = 0.0
        for j in T.serial(14):
            B[i] = B[i] + A[i, j]
