# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: te.create_prim_func of a TE compute definition

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), C: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock("C"):
            v_i = T.axis.spatial(16, i)
            T.reads(A[v_i])
            T.writes(C[v_i])
            C[v_i] = T.exp(A[v_i]) + T.sqrt(A[v_i])
