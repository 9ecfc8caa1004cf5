# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplifyConfig.convert_boolean_to_and_of_ors (documented: "if true, simplify
#   conditionals into an AND of ORs"); (i < 2 and j < 2) or (i < 2 and j >= 2) is i < 2
# tvm: tirx.transform.StmtSimplify
# tvm-config: {"tirx.StmtSimplify": {"convert_boolean_to_and_of_ors": true}}
# verirw: simplify
# exercises: a disjunction of conjunctions that shares a factor and whose rest is a tautology
@T.prim_func
def main(A: T.Buffer((4, 4), "int32")):
    for i, j in T.grid(4, 4):
        if i < 2 and j < 2 or i < 2 and j >= 2:
            A[i, j] = 1
