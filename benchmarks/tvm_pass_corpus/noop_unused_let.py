# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM RemoveNoOp documented behaviour (a let whose variable is never used is dropped)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: an unused let in a loop body
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        x: T.int32 = A[i] * 3
        B[i] = A[i]
