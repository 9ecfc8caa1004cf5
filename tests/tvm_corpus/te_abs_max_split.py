# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_abs_max

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), C: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i_0, i_1 in T.grid(4, 4):
        with T.sblock("C"):
            v_i = T.axis.spatial(16, i_0 * 4 + i_1)
            T.reads(A[v_i], B[v_i])
            T.writes(C[v_i])
            C[v_i] = T.max(T.fabs(A[v_i]), B[v_i])
