# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 23 "Programs with blocks simplify worse": (v0 * 4 + v1) // 4 with block
#   iteration variables bound by T.axis.remap (a TVM schedule's split/fuse leaves this shape)
# tvm: s_tir.transform.StmtSimplify
# verirw: simplify
# exercises: block iteration variables understood through their bindings' ranges
@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((4, 4), "int32")):
    for i0, i1 in T.grid(4, 4):
        with T.sblock("b"):
            v0, v1 = T.axis.remap("SS", [i0, i1])
            B[v0, v1] = A[(v0 * 4 + v1) // 4 * 4 + (v0 * 4 + v1) % 4]
