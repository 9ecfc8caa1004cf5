# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: tirx.decl_buffer((4, 4), strides=[8, 1], elem_offset=2) as a parameter of tirx.PrimFunc, B = 2 * A

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(A: T.Buffer((4, 4), "float32", strides=(8, 1), elem_offset=2), B: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j] * T.float32(2.0)
