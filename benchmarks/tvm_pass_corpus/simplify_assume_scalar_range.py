# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify", T.assume bullet (n//8 with 0 <= n < 8)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a scalar T.assume fact used by later simplification
@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    T.assume(n >= 0 and n < 8)
    for i in range(16):
        A[i] = n // 8
