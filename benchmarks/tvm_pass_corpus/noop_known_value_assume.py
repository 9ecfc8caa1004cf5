# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - RemoveNoOp", sum example ("Writing a value that is known to
#   exist within the buffer is a no-op": T.assume(B[0] == 0.0); B[0] = 0.0 removed)
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a store of the value an assume fixes
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((1,), "float32")):
    T.assume(B[0] == T.float32(0.0))
    B[0] = T.float32(0.0)
    for i in range(16):
        B[0] = B[0] + A[i]
