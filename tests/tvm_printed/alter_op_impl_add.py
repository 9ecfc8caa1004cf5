# Source: apache/tvm tests/python/relax/test_transform_alter_op_impl.py @ 103a6f6f950f3692397368509348188fccf20290 (Apache-2.0)
# test_single_output, class Before: the @T.prim_func "add" only (the module's @R.function "main",
# see alter_op_impl_before_module.py, is left out); verbatim, common indentation removed.

@T.prim_func
def add(arg0: T.Buffer((16,), "float32"), arg1: T.Buffer((16,), "float32"), output: T.Buffer((16,), "float32")):
    T.func_attr({"operator_name": "relax.add"})
    for ax0 in range(16):
        with T.block("T_add"):
            v_ax0 = T.axis.spatial(16, ax0)
            T.reads(arg0[v_ax0], arg1[v_ax0])
            T.writes(output[v_ax0])
            output[v_ax0] = arg0[v_ax0] + arg1[v_ax0]
