# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" first bullet (a write overwritten by a later
#   write to the same indices, with no read in between, is a no-op)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: A[i] = 1 overwritten by A[i] = 2 in the same iteration
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = 1
        A[i] = 2
