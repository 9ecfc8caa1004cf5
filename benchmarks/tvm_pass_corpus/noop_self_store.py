# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" ("Reading a value then immediately writing it
#   back is a no-op"); TVM test_tir_transform_remove_no_op style
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: A[i] = A[i] removed, then the empty loop
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        A[i] = A[i]
    for i in range(16):
        B[i] = A[i] + T.float32(1.0)
