# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify, "simplify RHS of boolean and using LHS" behaviour
#   (n < 5 and n < 10 -> n < 5); issue 23 "redundant conjuncts"
# tvm: tirx.transform.StmtSimplify
# tvm-config: {"tirx.StmtSimplify": {"apply_constraints_to_boolean_branches": true}}
# verirw: simplify
# exercises: a conjunct implied by the other one is dropped
@T.prim_func
def main(A: T.Buffer((1,), "bool"), n: T.int32):
    A[0] = n < 5 and n < 10
