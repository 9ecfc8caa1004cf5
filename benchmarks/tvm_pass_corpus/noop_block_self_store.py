# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" on a block program (the self-store inside a
#   block, as transform_layout's stages write them)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a block whose only statement stores a value back to where it was read
@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        with T.sblock("copy_back"):
            vi = T.axis.remap("S", [i])
            A[vi] = A[vi]
    for i in range(16):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = A[vi] * 2
