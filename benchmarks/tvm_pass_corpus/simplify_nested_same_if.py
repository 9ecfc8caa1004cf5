# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplify documented behaviour (the condition of an enclosing if is a known
#   constraint in its then-case: a nested if on the same condition is removed)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: if i < n: if i < n: -> one if
@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            if i < n:
                A[i] = 1
