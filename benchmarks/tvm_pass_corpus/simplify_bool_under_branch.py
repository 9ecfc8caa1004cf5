# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify style (condition of an enclosing if used to
#   simplify a boolean stored in its body); issue 23 "Booleans under branch conditions"
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a comparison implied by the branch condition folds to True
@T.prim_func
def main(A: T.Buffer((1,), "bool"), i: T.int32, j: T.int32):
    if i < j:
        A[0] = i < j + 1
