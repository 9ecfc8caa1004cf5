# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM RemoveNoOp documented behaviour (a loop whose body has no effect is removed)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: empty loop nests and an if with an empty body
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i, j in T.grid(4, 4):
        T.evaluate(0)
    for i in range(16):
        if i < 4:
            T.evaluate(0)
    for i in range(16):
        A[i] = i
