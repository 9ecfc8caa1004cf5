# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Hoist Expression", HoistLetBinding::kRequiredByCondition
#   (the is_in_bounds = i < 3 example: the let moves out with the condition that needs it)
# tvm: s_tir.transform.HoistExpression
# tvm-config: {"s_tir.HoistExpression": {"hoisted_conditionals": 1, "hoisted_let_bindings": 1}}
# verirw: hoist_expression
# verirw-options: {"hoist_expression": {"conditional": 1, "let_binding": 1}}
# exercises: a let-bound condition on the outer loop, used in the inner loop
@T.prim_func
def main(A: T.Buffer((4, 4), "float32")):
    for i in range(4):
        for j in range(4):
            is_in_bounds: T.bool = i < 3
            if is_in_bounds:
                A[i, j] = T.float32(0.0)
