# rfc0077 (003_0e800cbc67ab2e7f.txt), line 450: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[14, "float32"], B: T.Buffer[14, "float32"]):
    # A read cache of the input A
    A_cache = T.alloc_buffer(14, "float32")
    for i in T.serial(14):
        with T.block("A_cache"):
            A_cache[i] = A[i]

    # The computation itself, doubling the input value
    B_cache = T.alloc_buffer(14, "float32")
    for i in T.serial(14):
        with T.block("compute"):
            B_cache[i] = 2 * A_cache[i]

    # Copying from the write cache into the output B
    for i in T.serial(14):
        with T.block("B_cache"):
            B[i] = B_cache[i]
