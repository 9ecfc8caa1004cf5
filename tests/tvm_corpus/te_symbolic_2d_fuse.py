# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_symbolic_2d

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(S2: T.Buffer(("n", 4), "float32"), T_1: T.Buffer((n, 4), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i_j_fused in range(n * 4):
        with T.sblock("T"):
            v_i = T.axis.spatial(n, i_j_fused // 4)
            v_j = T.axis.spatial(4, i_j_fused % 4)
            T.reads(S2[v_i, v_j])
            T.writes(T_1[v_i, v_j])
            T_1[v_i, v_j] = S2[v_i, v_j] * T.float32(2.0)
