# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_symbolic_add

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(S: T.Buffer(("n",), "float32"), T_1: T.Buffer((n,), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    S_1 = T.decl_buffer((n,), data=S.data)
    T_2 = T.decl_buffer((n,), data=T_1.data)
    for i in range(n):
        T_2[i] = S_1[i] + T.float32(1.0)
