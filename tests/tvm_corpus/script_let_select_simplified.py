# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: tirx.StmtSimplify -> tirx.RemoveNoOp on script_let_select

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        x: T.float32 = A[i] * T.float32(2.0)
        c: T.bool = i < 8
        B[i] = T.if_then_else(c, x, T.float32(-340282346638528859811704183484516925440.0)) + T.Cast("float32", i)
