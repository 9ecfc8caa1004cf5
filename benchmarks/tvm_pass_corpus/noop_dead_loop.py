# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" ("If there exist two sequential blocks, the
#   buffers/indices written by the second block are a superset of [those of] the first block,
#   and the second block does not read [them], then the first block is a no-op")
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a whole loop overwritten by the next loop
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = 0
    for i in range(16):
        A[i] = B[i] + 1
