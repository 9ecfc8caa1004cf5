# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Hoist Expression", HoistConditional::kIfElseExpr (the
#   condition of a builtin if_then_else hoisted)
# tvm: s_tir.transform.HoistExpression
# tvm-config: {"s_tir.HoistExpression": {"hoisted_conditionals": 2, "hoisted_let_bindings": 0}}
# verirw: hoist_expression
# verirw-options: {"hoist_expression": {"conditional": 2, "let_binding": 0}}
# exercises: an invariant select condition in an inner loop
@T.prim_func
def main(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32"), n: T.int32):
    for i in range(8):
        for j in range(8):
            B[i, j] = T.if_then_else(i < n, A[i, j], 0)
