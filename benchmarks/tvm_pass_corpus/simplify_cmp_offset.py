# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith rewrite simplifier documented comparison rules (i + 1 < j + 1 -> i < j,
#   i * 2 < 8 -> i < 4)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: comparisons normalised by cancelling offsets and constant factors
@T.prim_func
def main(A: T.Buffer((2,), "bool"), i: T.int32, j: T.int32):
    A[0] = i + 1 < j + 1
    A[1] = i * 2 < 8
