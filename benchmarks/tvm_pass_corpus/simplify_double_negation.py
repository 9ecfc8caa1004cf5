# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith rewrite simplifier documented boolean rules (not not c -> c, c and True -> c,
#   x == x -> True)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: boolean simplification of stored booleans
@T.prim_func
def main(A: T.Buffer((3,), "bool"), n: T.int32):
    A[0] = not (not (n < 4))
    A[1] = n < 4 and T.bool(True)
    A[2] = n == n
