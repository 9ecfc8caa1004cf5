# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_matmul

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(M: T.Buffer((8, 8), "float32"), N: T.Buffer((8, 8), "float32"), C: T.Buffer((8, 8), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i_1, i_0, j, k in T.grid(4, 2, 8, 8):
        with T.sblock("C"):
            v_i = T.axis.spatial(8, i_0 * 4 + i_1)
            v_j, v_k = T.axis.remap("SR", [j, k])
            T.reads(M[v_i, v_k], N[v_k, v_j])
            T.writes(C[v_i, v_j])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + M[v_i, v_k] * N[v_k, v_j]
