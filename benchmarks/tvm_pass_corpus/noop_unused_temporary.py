# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 23 "unused and empty temporaries are not removed"; TVM RemoveNoOp documented
#   behaviour on writes to a buffer that is never read
# tvm: tirx.transform.RemoveNoOp
# verirw: remove_no_op
# exercises: a local buffer written and never read
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    T_tmp = T.decl_buffer((16,), "int32")
    for i in range(16):
        T_tmp[i] = A[i] * 2
    for i in range(16):
        B[i] = A[i]
