# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith documented behaviour (floormod by a constant of a non-negative expression
#   below the divisor is the expression; (i + 16) % 16 is i for i in range(16))
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: the RFC 0077 "% extent" wrap that is the identity on the loop range
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = A[(i + 16) % 16]
