# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 39 / RFC 0077 on `A: (n,)`: TVM 0.27 (IndexMap.map_shape) gives `lambda i:
#   [i // 4, i % 4]` the shape ((n + 3) // 4, 4) for every n, the padding covering the rest
#   (verirw gave ((n + 3) // 4, T.min(4, n))), and writes the padding in the one loop
# schedule: [{"transform_layout": "B", "block": "compute", "map": "lambda i: [i // 4, i % 4]",
#   "pad_value": 0}]
# exercises: a symbolic extent, its split padded to the tile
@T.prim_func(s_tir=True)
def main(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n,), "int32")
    B = T.match_buffer(b, (n,), "int32")
    T.assume(n <= 1073741824)
    for i in range(n):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = A[vi] + 1
