# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify, "simplify RHS of boolean or using LHS" behaviour
#   (n < 10 or n < 5 -> n < 10)
# tvm: tirx.transform.StmtSimplify
# tvm-config: {"tirx.StmtSimplify": {"apply_constraints_to_boolean_branches": true}}
# verirw: simplify
# exercises: a disjunct implying the other one is dropped
@T.prim_func
def main(A: T.Buffer((1,), "bool"), n: T.int32):
    A[0] = n < 10 or n < 5
