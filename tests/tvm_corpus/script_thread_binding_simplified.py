# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: tirx.StmtSimplify -> tirx.RemoveNoOp on script_thread_binding

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            B[bx * 32 + tx] = A[bx * 32 + tx]
