# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 39 / RFC 0077 "Enhancement - transform_layout" (the producer writes pad_value to
#   the padding: `if 4 * io + ii < 14: A[io, ii] = ... else: A[io, ii] = 0`, line 1840) and
#   TVM 0.27's Schedule.transform_layout(pad_value=0): one nest over (3, 8), each element stored
#   once (24 stores; verirw wrote the 22 elements, then looped over (3, 8) again for the padding)
# schedule: [{"transform_layout": "B", "block": "compute", "map": "lambda i: [i // 8, i % 8]",
#   "pad_value": 0}]
# exercises: an elementwise producer padded from 22 to 24 elements
@T.prim_func(s_tir=True)
def main(A: T.Buffer((22,), "int32"), B: T.Buffer((22,), "int32")):
    for i in range(22):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = 2 * A[vi]
