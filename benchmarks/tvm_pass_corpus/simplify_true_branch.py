# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM test_tir_transform_simplify style (a condition provable from the loop range)
# tvm: tirx.transform.StmtSimplify
# verirw: simplify
# exercises: a loop variable's range proves the if; x * 1 + 0 and i // 16 fold
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 32:
            B[i] = A[i % 16] * 1 + 0 + i // 16 * 7
