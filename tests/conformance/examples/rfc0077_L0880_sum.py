# rfc0077 (003_0e800cbc67ab2e7f.txt), line 880: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def sum(A: T.Buffer[16, "float32"], B: T.Buffer[1, "float32"]):
    T.assume(B[0] == 0.0)

    B[0] = 0.0
    for i in T.serial(16):
        B[0] = B[0] + A[i]
