# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_pad

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), P: T.Buffer((20,), "float32")):
    T.func_attr({"tirx.noalias": True})
    A_1 = T.decl_buffer((16,), data=A.data)
    P_1 = T.decl_buffer((20,), data=P.data)
    for i in range(20):
        P_1[i] = T.if_then_else(2 <= i and i < 18, A_1[i - 2], T.float32(0.0))
