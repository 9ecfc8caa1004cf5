# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077 line 525 (`transform_layout(A, lambda i: [i//4, i%4], pad_value=-1)`, then B
#   with pad_value=-2): the input gets the assumptions `4 * io + ii < 14 or A[io, ii] == -1`,
#   the output its padding written in the one loop (TVM 0.27's Schedule.transform_layout: an
#   assumption block for A, `T.if_then_else` in B's store)
# schedule: [{"transform_layout": "A", "block": "compute", "map": "lambda i: [i // 4, i % 4]",
#   "pad_value": -1},
#   {"transform_layout": "B", "block": "compute", "map": "lambda i: [i // 4, i % 4]",
#   "pad_value": -2}]
# exercises: an input and an output of one elementwise block, both padded
@T.prim_func(s_tir=True)
def main(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
    for i in range(14):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = 2 * A[vi]
