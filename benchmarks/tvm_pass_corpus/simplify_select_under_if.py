# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify "if_then_else inside an if with the same condition"
#   (TestIfThenElseExpr style: if i < 12: A[i] = if_then_else(i < 12, 1.0, 2.0))
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: an enclosing if's condition decides a select in its body
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        if i < 12:
            A[i] = T.if_then_else(i < 12, T.float32(1.0), T.float32(2.0))
