# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_pad

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), P: T.Buffer((20,), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i_0, i_1 in T.grid(5, 4):
        with T.sblock("P"):
            v_i = T.axis.spatial(20, i_0 * 4 + i_1)
            T.reads(A[v_i - 2])
            T.writes(P[v_i])
            P[v_i] = T.if_then_else(2 <= v_i and v_i < 18, A[v_i - 2], T.float32(0.0))
