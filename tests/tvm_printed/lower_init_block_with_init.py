# Source: apache/tvm tests/python/tir-transform/test_tir_transform_lower_init_block.py @ 050029bb03965744a454c3e849777c638bc48ac9 (Apache-2.0)
# class WithInit (input of LowerInitBlock), verbatim.

@tvm.script.ir_module
class WithInit:
    @T.prim_func
    def main(a: T.handle, b: T.handle) -> None:
        A = T.match_buffer(a, [64, 64, 64])
        B = T.match_buffer(b, [64])

        for i0, j0 in T.grid(64, 64):
            for k0 in T.serial(32, 64):
                with T.block():
                    i, j, k = T.axis.remap("SRR", [i0, j0, k0])
                    with T.init():
                        B[i] = T.float32(0)
                    B[i] += A[i, j, k]
