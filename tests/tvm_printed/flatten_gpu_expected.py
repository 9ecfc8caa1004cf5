# Source: apache/tvm tests/python/tir-transform/test_tir_transform_flatten_buffer.py @ 0079ff7d1c813c9242212db5ab837364357d4a0f (Apache-2.0)
# test_gpu, class Expected (FlattenBuffer output with GPU thread launches); verbatim, common
# indentation removed.

@I.ir_module
class Expected:
    @T.prim_func
    def main(input_A: T.Buffer((16, 16), "float32"), input_C: T.Buffer((16, 16), "float32")):
        A = T.Buffer(256, dtype="float32", data=input_A.data)
        C = T.Buffer(256, dtype="float32", data=input_C.data)

        i0 = T.env_thread("blockIdx.x")
        i1 = T.env_thread("threadIdx.x")
        i2 = T.env_thread("vthread")

        T.launch_thread(i0, 4)
        T.launch_thread(i1, 2)
        T.launch_thread(i2, 2)
        B_data = T.allocate([16], "float32", scope="local")
        B = T.Buffer([16], "float32", scope="local", data=B_data)
        for j in range(0, 16):
            B[j] = A[i0 * 64 + i1 * 32 + i2 * 16 + j] + 1.0
        for j in range(0, 16):
            C[i0 * 64 + i1 * 32 + i2 * 16 + j] = B[j] * 2.0
