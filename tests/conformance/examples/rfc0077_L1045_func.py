# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1045: extracted verbatim by tools/extract_seed_examples.py
@T.prim_func
def func(A: T.Buffer[16, "int32"], B: T.Buffer[1, "int32"]):
    T.assume(B[0] == 0)

    # The first access of B[0] may be replaced with 0 using the
    # assumption.
    if A[0] == 0:
        # These later accesses of B[0] may not be replaced, because
        # for all loop iterations i!=0, the value stored in B[0] has
        # been overwritten since the T.assume call.
        for i in T.serial(16):
            B[0] = B[0] + A[i]
