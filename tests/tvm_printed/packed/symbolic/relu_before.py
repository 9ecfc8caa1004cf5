# TVM 0.27.0's printing of the MLP with a symbolic batch n of benchmarks/tvm_models.py
# (mlp_batch_n): relu before tirx.MakePackedAPI
# from typing import TypeVar
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@T.prim_func(s_tir=True)
def relu(add: T.Buffer((n, T.int64(32)), "float32"), compute: T.Buffer((n, T.int64(32)), "float32")):
    T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
    cse_v1: T.let[T.int64] = n * T.int64(32)
    add_1 = T.decl_buffer((cse_v1,), data=add.data, elem_offset=0)
    compute_1 = T.decl_buffer((cse_v1,), data=compute.data, elem_offset=0)
    for i0, i1 in T.grid(n, T.int64(32)):
        cse_v2: T.let[T.int64] = i0 * T.int64(32) + i1
        compute_1[cse_v2] = T.max(add_1[cse_v2], T.float32(0.0))