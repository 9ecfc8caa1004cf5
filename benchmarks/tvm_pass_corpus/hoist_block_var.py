# ruff: noqa - TVMScript data (T is TVM's), read by tvm.script.from_source and verirw.parse
# source: TVM HoistExpression documented HoistedConditionals.UsingBlockVar ("hoist conditionals
#   that use block variables"), on a block program as TVM schedules write them
# tvm: s_tir.transform.HoistExpression
# tvm-config: {"s_tir.HoistExpression": {"hoisted_conditionals": 15, "hoisted_let_bindings": 1}}
# verirw: hoist_expression
# exercises: a condition on the outer block axis lifted out of the inner loop
@T.prim_func(s_tir=True)
def main(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32")):
    for i, j in T.grid(8, 8):
        with T.sblock("b"):
            vi, vj = T.axis.remap("SS", [i, j])
            if vi < 4:
                B[vi, vj] = A[vi, vj]
