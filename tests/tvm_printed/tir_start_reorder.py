# Source: ikuokuo/start-ai-compiler docs/tvm/tir_start.md @ 9f9867add1c55a8cde9cb8429df29d2b240e342c (MIT, Copyright (c) 2022 github.com/ikuokuo)
# Output of the TensorIR blitz course (TVM ~v0.10 printer), "reorder the loops, move loop i_2 to
# outside of i_1" (sch.reorder applied to tir_start_split), verbatim.
# from tvm.script import tir as T
@tvm.script.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer[(8,), "float32"], B: T.Buffer[(8,), "float32"]) -> None:
        # function attr dict
        T.func_attr({"global_symbol": "main", "tir.noalias": True})
        # body
        # with T.block("root")
        for i_0, i_2, i_1 in T.grid(2, 2, 2):
            with T.block("B"):
                vi = T.axis.spatial(8, i_0 * 4 + i_1 * 2 + i_2)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] + T.float32(1)
