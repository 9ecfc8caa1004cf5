# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplify documented behaviour (the negated condition is known in the else
#   case)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: in the else of i < 4, i >= 4 holds and i < 2 does not
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 4:
            A[i] = 0
        else:
            if i < 2:
                A[i] = 1
            else:
                A[i] = 2
