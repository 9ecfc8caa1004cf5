# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_row_max

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(M: T.Buffer((8, 8), "float32"), C: T.Buffer((8,), "float32")):
    T.func_attr({"tirx.noalias": True})
    M_1 = M.view(64)
    C_1 = T.decl_buffer((8,), data=C.data)
    for i, k in T.grid(8, 8):
        if k == 0:
            C_1[i] = T.float32(-340282346638528859811704183484516925440.0)
        C_1[i] = T.max(C_1[i], M_1[i * 8 + k])
