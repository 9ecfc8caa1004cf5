# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: RFC 0077, "New Transform - Hoist Expression", HoistLetBinding::kLetStmt (a let
#   binding that depends on an outer loop only moves out of the inner loop)
# tvm: s_tir.transform.HoistExpression
# tvm-config: {"s_tir.HoistExpression": {"hoisted_conditionals": 0, "hoisted_let_bindings": 2}}
# verirw: hoist_expression
# verirw-options: {"hoist_expression": {"conditional": 0, "let_binding": 2}}
# exercises: x = i * 4 + 1 computed once per i
@T.prim_func
def main(A: T.Buffer((64,), "int32")):
    for i in range(4):
        for j in range(4):
            x: T.int32 = i * 4 + 1
            A[x + j] = j
