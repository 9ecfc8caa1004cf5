# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: tirx.StmtSimplify -> tirx.RemoveNoOp on script_symbolic_int64

# from typing import TypeVar
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@T.prim_func
def main(A: T.Buffer((n,), "float32"), B: T.Buffer((n,), "float32")):
    for i in range(n):
        B[i] = T.exp(A[i])
