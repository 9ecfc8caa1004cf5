# Source: generated with Apache TVM 0.27.0.post1 by tools/gen_tvm_corpus.py
# How: s_tir.Schedule.storage_align(B, axis=0, factor=32, offset=1) on a TE add-then-scale, then LowerInitBlock -> ConvertBlocksToOpaque -> CompactBufferAllocation -> LowerOpaqueBlock

# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    T.func_attr({"tirx.noalias": True})
    B = T.alloc_buffer((16, 16), strides=(33, 1), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64, "buffer_dim_align": [[-1, 0, 32, 1]]})
    for a, b in T.grid(16, 16):
        B[a, b] = A[a, b] + T.float32(1.0)
    for a, b in T.grid(16, 16):
        C[a, b] = B[a, b] * T.float32(2.0)
