# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" ("a BufferLoad that is immediately used as a value
#   to a BufferStore, with the same buffer and indices, can be removed"), through a let
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: x = A[i]; A[i] = x
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        x: T.int32 = A[i]
        A[i] = x
        B[i] = x
