# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def relu(add: T.Buffer((T.int64(4), T.int64(32)), "float32"), compute: T.Buffer((T.int64(4), T.int64(32)), "float32")):
    T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
    add_1 = T.decl_buffer((128,), data=add.data)
    compute_1 = T.decl_buffer((128,), data=compute.data)
    for i0, i1 in T.grid(4, 32):
        cse_v1: T.let[T.int32] = i0 * 32 + i1
        compute_1[cse_v1] = T.max(add_1[cse_v1], T.float32(0.0))