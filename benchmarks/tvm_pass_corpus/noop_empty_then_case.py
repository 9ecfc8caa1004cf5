# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM RemoveNoOp documented behaviour (an if whose then case is a no-op keeps only its
#   else case, under the negated condition)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: if i < 4: (nothing) else: A[i] = 1
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 4:
            T.evaluate(0)
        else:
            A[i] = 1
