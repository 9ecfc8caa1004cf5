# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript (T.match_buffer(a, (16, 16), strides=(32, 1)), rows of a wider matrix) parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((16, 16), "float32", strides=(32, 1)), B: T.Buffer((16, 16), "float32")):
    for i, j in T.grid(16, 16):
        B[i, j] = A[i, j] + A[j, i]
