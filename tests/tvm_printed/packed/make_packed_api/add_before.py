# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def add(matmul: T.Buffer((T.int64(4), T.int64(32)), "float32"), fc1_bias: T.Buffer((T.int64(32),), "float32"), T_add: T.Buffer((T.int64(4), T.int64(32)), "float32")):
    T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
    matmul_1 = T.decl_buffer((128,), data=matmul.data)
    fc1_bias_1 = T.decl_buffer((32,), data=fc1_bias.data)
    T_add_1 = T.decl_buffer((128,), data=T_add.data)
    for ax0, ax1 in T.grid(4, 32):
        cse_v1: T.let[T.int32] = ax0 * 32 + ax1
        T_add_1[cse_v1] = matmul_1[cse_v1] + fc1_bias_1[ax1]