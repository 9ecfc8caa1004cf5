# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplify documented behaviour (an inner condition contradicting the enclosing
#   one is False); RFC 0077 "Enhancement - Simplify"
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: if n < 4: if n >= 4: ... is dead
@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if n < 4:
            if n >= 4:
                A[i] = 1
            A[i] = 2
