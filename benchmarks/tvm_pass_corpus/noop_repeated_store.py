# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM RemoveNoOp with dataflow ("a store of the value the element already holds", a
#   value stored just before)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: the second A[i] = 5 writes the value the first one stored
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = 5
        A[i] = 5
