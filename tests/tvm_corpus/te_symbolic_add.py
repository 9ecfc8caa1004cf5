# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: te.create_prim_func of a TE compute definition

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(S: T.Buffer(("n",), "float32"), T_1: T.Buffer((n,), "float32")):
    n = T.int32()
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i in range(n):
        with T.sblock("T"):
            v_i = T.axis.spatial(n, i)
            T.reads(S[v_i])
            T.writes(T_1[v_i])
            T_1[v_i] = S[v_i] + T.float32(1.0)
