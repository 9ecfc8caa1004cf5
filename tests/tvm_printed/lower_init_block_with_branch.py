# Source: apache/tvm tests/python/tir-transform/test_tir_transform_lower_init_block.py @ 050029bb03965744a454c3e849777c638bc48ac9 (Apache-2.0)
# class WithBranch (what LowerInitBlock must produce from lower_init_block_with_init), verbatim.

@tvm.script.ir_module
class WithBranch:
    @T.prim_func
    def main(a: T.handle, b: T.handle) -> None:
        A = T.match_buffer(a, [64, 64, 64])
        B = T.match_buffer(b, [64])

        for i0, j0 in T.grid(64, 64):
            for k0 in T.serial(32, 64):
                with T.block():
                    i, j, k = T.axis.remap("SRR", [i0, j0, k0])
                    T.reads(A[i, j, k])
                    T.writes(B[i])
                    if (j == 0) and (k == 32):
                        B[i] = T.float32(0)
                    B[i] += A[i, j, k]
