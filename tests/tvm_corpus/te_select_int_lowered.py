# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_select_int

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(I_1: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
    T.func_attr({"tirx.noalias": True})
    I_2 = T.decl_buffer((16,), "int32", data=I_1.data)
    C_1 = T.decl_buffer((16,), "int32", data=C.data)
    for i in range(16):
        C_1[i] = T.Select(0 < I_2[i], I_2[i] // 3, I_2[i] % 5)
