# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077 "transform_layout" padding stage (if 4 * io + ii >= 14 inside a block) with
#   a condition the block bindings decide
# tvm: s_tir.transform.StmtSimplify
# verirw: simplify
# exercises: vi < 4 always holds for a spatial axis of extent 4
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 4), "float32")):
    for io, ii in T.grid(4, 4):
        with T.sblock("pad"):
            vo, vi = T.axis.remap("SS", [io, ii])
            if vi < 4:
                A[vo, vi] = T.float32(0.0)
