# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplify documented behaviour (an inner condition implied by an outer one),
#   RFC 0077 "Enhancement - Simplify" (conditions proven from others)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: if i < 4: if i < 8: -> the inner if is always true
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 4:
            if i < 8:
                A[i] = 1
            else:
                A[i] = 2
