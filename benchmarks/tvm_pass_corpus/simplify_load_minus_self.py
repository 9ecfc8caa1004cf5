# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM arith rewrite simplifier documented rule x - x -> 0 (on an int32 load, exact even
#   with wrap-around)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a load subtracted from itself, and T.max of a load with itself
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = A[i] - A[i] + T.max(A[i], A[i])
