# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify style (a select chain whose inner condition is
#   decided by the outer one being false)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: i < 2 is False where i < 4 is False: the inner select folds to its else value
@T.prim_func
def main(B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = T.if_then_else(i < 4, 0, T.if_then_else(i < 2, 1, 2))
