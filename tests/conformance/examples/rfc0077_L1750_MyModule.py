# rfc0077 (003_0e800cbc67ab2e7f.txt), line 1750: extracted verbatim by tools/extract_seed_examples.py
@script.ir_module
class MyModule:
    @T.prim_func
    def producer(A: T.Buffer[(14,), "int32"]):
        for i in T.serial(14):
            A[i] = 1000 + i

    @T.prim_func
    def consumer(A: T.Buffer[(14,), "int32"], B: T.Buffer[(1,), "int32"]):
        B[0] = 0
        for i in T.serial(14):
            B[0] = B[0] + A[i]
