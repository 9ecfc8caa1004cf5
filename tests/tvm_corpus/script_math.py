# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript in the style of TVM's pass tests, parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.sigmoid(A[i]) + T.tanh(A[i]) + T.log(T.fabs(A[i]) + T.float32(1.0)) + T.floor(A[i])
