# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM StmtSimplifyConfig.transitively_prove_inequalities (documented: "if true, prove
#   conditionals transitively"); i < j and j < k gives i < k
# tvm: tirx.transform.StmtSimplify
# tvm-config: {"tirx.StmtSimplify": {"transitively_prove_inequalities": true}}
# verirw: simplify
# exercises: an inner condition implied by the two outer ones together
@T.prim_func
def main(A: T.Buffer((1,), "int32"), i: T.int32, j: T.int32, k: T.int32):
    if i < j:
        if j < k:
            if i < k:
                A[0] = 1
            else:
                A[0] = 2
