# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_matmul

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(M: T.Buffer((8, 8), "float32"), N: T.Buffer((8, 8), "float32"), C: T.Buffer((8, 8), "float32")):
    T.func_attr({"tirx.noalias": True})
    M_1 = M.view(64)
    N_1 = N.view(64)
    C_1 = C.view(64)
    for i, j, k in T.grid(8, 8, 8):
        if k == 0:
            C_1[i * 8 + j] = T.float32(0.0)
        C_1[i * 8 + j] = C_1[i * 8 + j] + M_1[i * 8 + k] * N_1[k * 8 + j]
