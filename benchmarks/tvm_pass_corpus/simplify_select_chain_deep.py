# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077 "T.if_then_else chains" produced by padding with several regions; TVM's
#   StmtSimplify with the outer conditions as constraints of the inner values
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: the innermost i < 4 is False where the outer i < 4 was False
@T.prim_func
def main(B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = T.if_then_else(i < 4, 0, T.if_then_else(i < 8, 1, T.if_then_else(i < 4, 2, 3)))
