# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify", first bullet (if then_case and else_case are
#   identical, keep one)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: an if whose two branches are the same statement
@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = T.float32(0.0)
        else:
            A[i] = T.float32(0.0)
