# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify style "prove a condition using a let binding"
#   (a let-bound condition x = i < 3 decides a later if)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a condition implied by a let-bound condition that guards it
@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        cond: T.bool = i < 3
        if cond:
            if i < 5:
                A[i] = 1
