# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: tirx.StmtSimplify -> tirx.RemoveNoOp on script_decl_buffer

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    X = T.alloc_buffer((16,))
    for i in range(16):
        X[i] = A[i] + T.float32(1.0)
    for i in range(16):
        B[i] = T.max(X[i], T.float32(0.0))
