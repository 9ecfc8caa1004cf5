# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM RemoveNoOp documented behaviour (a loop with extent 0 executes nothing)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a loop over an empty range, and one of extent 1 with an empty body
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(0):
        A[i] = 1
    for i in range(1):
        T.evaluate(0)
    for i in range(16):
        A[i] = 2
