# Source: apache/tvm tests/python/tir-transform/test_tir_transform_flatten_buffer.py @ 0079ff7d1c813c9242212db5ab837364357d4a0f (Apache-2.0)
# test_elementwise, class Before (input of FlattenBuffer + Simplify); verbatim, common
# indentation removed.

@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
        for i in T.serial(0, 16):
            B_new = T.decl_buffer([1, 16], "float32")
            for j in T.serial(0, 16):
                B_new[0, j] = A[i, j] + 1.0
            for j in T.serial(0, 16):
                C[i, j] = B_new[0, j] * 2.0
