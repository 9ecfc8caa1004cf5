# Source: apache/tvm tests/python/tir-transform/test_tir_transform_flatten_buffer.py @ 0079ff7d1c813c9242212db5ab837364357d4a0f (Apache-2.0)
# test_elementwise, class Expected (what FlattenBuffer + Simplify must produce from
# flatten_elementwise_before); verbatim, common indentation removed.

@I.ir_module
class Expected:
    @T.prim_func
    def main(input_A: T.Buffer((16, 16), "float32"), input_C: T.Buffer((16, 16), "float32")):
        A = T.Buffer(256, dtype="float32", data=input_A.data)
        C = T.Buffer(256, dtype="float32", data=input_C.data)
        for i in T.serial(0, 16):
            B_new_data = T.allocate([16], "float32", scope="global")
            B_new = T.Buffer([16], "float32", scope="global", data=B_new_data)
            for j in T.serial(0, 16):
                B_new[j] = A[((i * 16) + j)] + 1.0
            for j in T.serial(0, 16):
                C[((i * 16) + j)] = B_new[j] * 2.0
