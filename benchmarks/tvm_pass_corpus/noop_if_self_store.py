# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp" (a conditional whose only statement is a no-op is
#   a no-op; the self-store bullet)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: if i < n: A[i] = A[i] -> nothing, then the empty loop
@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = A[i]
