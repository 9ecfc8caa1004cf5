# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_row_max

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(M: T.Buffer((8, 8), "float32"), C: T.Buffer((8,), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i_k_fused in range(64):
        with T.sblock("C"):
            v_i = T.axis.spatial(8, i_k_fused // 8)
            v_k = T.axis.reduce(8, i_k_fused % 8)
            T.reads(M[v_i, v_k])
            T.writes(C[v_i])
            with T.init():
                C[v_i] = T.float32(-340282346638528859811704183484516925440.0)
            C[v_i] = T.max(C[v_i], M[v_i, v_k])
