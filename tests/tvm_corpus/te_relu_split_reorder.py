# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule primitives (split / reorder / fuse) on te_relu

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), compute: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i0_1, i0_0 in T.grid(4, 4):
        with T.sblock("compute"):
            v_i0 = T.axis.spatial(16, i0_0 * 4 + i0_1)
            T.reads(A[v_i0])
            T.writes(compute[v_i0])
            compute[v_i0] = T.max(A[v_i0], T.float32(0.0))
