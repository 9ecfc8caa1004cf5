# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1036: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[16, "int32"], B: T.Buffer[1, "int32"]):
    T.assume(B[0] == 0)

    if A[0] == B[0]:
        for i in T.serial(16):
            B[0] = B[0] + A[i]
