# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Reduce Loop Extents", "After hoisting with
#   HoistConditional::kBooleanExpression" (if i == 0 and j < 2 -> if i == 0: for j: if j < 2)
# tvm: s_tir.transform.HoistExpression
# tvm-config: {"s_tir.HoistExpression": {"hoisted_conditionals": 5, "hoisted_let_bindings": 1}}
# verirw: hoist_expression
# verirw-options: {"hoist_expression": {"conditional": 5, "let_binding": 1}}
# exercises: the invariant conjunct of a condition hoisted on its own
@T.prim_func
def main(A: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        if i == 0 and j < 2:
            A[i, j] = T.float32(0.0)
