# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.LowerInitBlock -> s_tir.ConvertBlocksToOpaque -> s_tir.CompactBufferAllocation -> s_tir.LowerOpaqueBlock -> tirx.FlattenBuffer -> tirx.StmtSimplify applied to te_softmax

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(X: T.Buffer((1, 16), "float32"), T_softmax_norm: T.Buffer((1, 16), "float32")):
    T.func_attr({"tirx.noalias": True})
    X_1 = X.view(16)
    T_softmax_norm_1 = T_softmax_norm.view(16)
    T_softmax_maxelem = T.alloc_buffer((1,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
    T_softmax_exp = T.alloc_buffer((16,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
    T_softmax_expsum = T.alloc_buffer((1,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
    for k in range(16):
        if k == 0:
            T_softmax_maxelem[0] = T.float32(-340282346638528859811704183484516925440.0)
        T_softmax_maxelem[0] = T.max(T_softmax_maxelem[0], X_1[k])
    for i1 in range(16):
        T_softmax_exp[i1] = T.exp(X_1[i1] - T_softmax_maxelem[0])
    for k in range(16):
        if k == 0:
            T_softmax_expsum[0] = T.float32(0.0)
        T_softmax_expsum[0] = T_softmax_expsum[0] + T_softmax_exp[k]
    for i1 in range(16):
        T_softmax_norm_1[i1] = T_softmax_exp[i1] / T_softmax_expsum[0]
