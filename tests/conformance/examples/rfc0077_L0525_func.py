# rfc0077 (003_0e800cbc67ab2e7f.txt), line 525: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[14, "float32"], B: T.Buffer[14, "float32"]):
    # The computation, doubling the input value
    B_cache = T.alloc_buffer(14, "float32")
    for i in T.serial(14):
        with T.block("compute"):
            B[i] = 2 * A[i]
