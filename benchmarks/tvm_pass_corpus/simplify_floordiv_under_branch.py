# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: issue 23 (i // 4 -> 0 under if i < 4); TVM's StmtSimplify enters the branch
#   condition as a constraint on the loop variable (arith::Analyzer::EnterConstraint)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: an expression in a branch simplified with the branch condition
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 4:
            A[i] = i // 4 + i % 4
