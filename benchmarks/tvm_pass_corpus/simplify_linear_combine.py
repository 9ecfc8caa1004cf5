# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith canonical simplifier documented behaviour (linear terms collected:
#   i * 2 + i * 3 - i -> i * 4)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: collecting like terms of an index expression
@T.prim_func
def main(A: T.Buffer((64,), "int32")):
    for i in range(16):
        A[i * 2 + i * 3 - i] = i
