# docs/examples/after_wrong.py
from verirw.tvmscript import T


@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(15):
        B[i] = A[i]
