# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "Enhancement - Simplify", merging complementary conditionals
#   (4*i + j < 14 and i == 3 and j >= 2; stores to A[i, j] / B[i, j] here)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: two ifs with complementary conditions merged, else/then swapped
@T.prim_func
def main(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        if 4 * i + j < 14:
            A[i, j] = T.float32(0.0)
        else:
            A[i, j] = T.float32(1.0)
        if i == 3 and j >= 2:
            B[i, j] = T.float32(2.0)
        else:
            B[i, j] = T.float32(3.0)
