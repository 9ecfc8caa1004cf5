# docs/examples/before.py
from verirw.tvmscript import T


@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        if i < 32:
            B[i] = A[i % 16] + (i // 16) * 7
