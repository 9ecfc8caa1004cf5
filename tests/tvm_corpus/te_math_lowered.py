# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_math

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), C: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    A_1 = T.decl_buffer((16,), data=A.data)
    C_1 = T.decl_buffer((16,), data=C.data)
    for i in range(16):
        C_1[i] = T.tanh(A_1[i]) * T.log(A_1[i]) + T.sigmoid(A_1[i])
