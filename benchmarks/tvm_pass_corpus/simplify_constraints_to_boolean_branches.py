# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplifyConfig.apply_constraints_to_boolean_branches (documented: "if true,
#   simplify each branch of AND/OR under the constraint of the other"); (i < 4 and i < 8) inside
#   a select
# tvm: tirx.transform.StmtSimplify
# tvm-config: {"tirx.StmtSimplify": {"apply_constraints_to_boolean_branches": true}}
# verirw: simplify
# exercises: i < 8 is implied by i < 4 (its sibling conjunct)
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = T.if_then_else(i < 4 and i < 8, 1, 0)
