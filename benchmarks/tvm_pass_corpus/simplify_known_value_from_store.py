# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplify documented "propagate_knowns_to_simplify_expressions" behaviour
#   (a value just stored is known to a later load); issue 23 "buffer-value propagation"
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: A[0] read right after A[0] = 5
@T.prim_func
def main(A: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
    A[0] = 5
    B[0] = A[0] + 1
