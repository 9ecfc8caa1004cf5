# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_symbolic_2d

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(S2: T.Buffer(("n", 4), "float32"), T_1: T.Buffer((n, 4), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    S2_1 = S2.view(n * 4)
    T_2 = T_1.view(n * 4)
    for i, j in T.grid(n, 4):
        T_2[i * 4 + j] = S2_1[i * 4 + j] * T.float32(2.0)
