# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript in the style of TVM's pass tests, parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(4):
        B[i] = T.float32(-340282346638528859811704183484516925440.0)
        for k in range(8):
            B[i] = T.max(B[i], A[i, k])
