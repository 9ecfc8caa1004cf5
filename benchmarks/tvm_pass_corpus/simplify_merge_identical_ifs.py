# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify", merging sequential identical conditionals
#   (i < 8 and i // 8 == 0)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: two ifs with equivalent conditions (written differently) merged into one
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        if i < 8:
            A[i] = T.float32(0.0)
        else:
            A[i] = T.float32(1.0)
        if i // 8 == 0:
            B[i] = T.float32(2.0)
        else:
            B[i] = T.float32(3.0)
