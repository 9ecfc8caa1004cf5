# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 39 / RFC 0039 "flatten": a padded (3, 8) layout of an internal buffer flattened to
#   one physical axis (TVM 0.27's FlattenBuffer). TVM 0.27 has no axis_separators (its T.Buffer,
#   T.alloc_buffer and T.match_buffer take none), so a buffer that keeps two physical axes after
#   flatten cannot be written for it: verirw's dialect='tvm' refuses such a buffer by name
# schedule: [{"flatten": true}]
# verirw: simplify
# exercises: the row-major offset of a padded layout, the padding written under its guard
@T.prim_func
def main(A: T.Buffer((22,), "int32"), B: T.Buffer((22,), "int32")):
    X = T.alloc_buffer((3, 8), "int32")
    for io, ii in T.grid(3, 8):
        if 8 * io + ii < 22:
            X[io, ii] = A[io * 8 + ii] * 2
        else:
            X[io, ii] = 0
    for i in range(22):
        B[i] = X[i // 8, i % 8] + X[2, 7]
