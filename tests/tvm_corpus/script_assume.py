# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript in the style of TVM's pass tests, parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    T.assume(A[0] == 0)
    for i in range(16):
        if i == 0:
            B[i] = A[0]
        else:
            B[i] = A[i] + 1
