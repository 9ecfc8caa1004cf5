# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript in the style of TVM's pass tests, parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer(("n", "m"), "float32"), B: T.Buffer((n, m), "float32")):
    n, m = T.int32(), T.int32()
    for i, j in T.grid(n, m):
        B[i, j] = A[i, j] * T.float32(2.0)
