# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith rewrite simplifier documented behaviour (min/max decided by the loop
#   variable's range: T.min(i, 15) and T.max(i, 0) for i in range(16))
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: min/max against the bounds of a loop variable
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = T.min(i, 15) + T.max(i, 0)
