# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: TVMScript (two T.decl_buffer views of one allocation, at elem_offset 2 and a strided one at 4, that overlap) parsed and printed by TVM

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((4,), "int32")):
    X = T.alloc_buffer((16,), "int32")
    for i in range(16):
        X[i] = A[i]
    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=2)
    W = T.decl_buffer((2, 2), "int32", data=X.data, strides=(4, 1), elem_offset=4)
    for i in range(4):
        V[i] = V[i] + 1
    for i in range(4):
        B[i] = W[i // 2, i % 2]
