# Source: apache/tvm tests/python/relax/test_transform_alter_op_impl.py @ 103a6f6f950f3692397368509348188fccf20290 (Apache-2.0)
# test_single_output, class Expected: the @T.prim_func "relax_add_replacement" only: "add" with
# every buffer's layout changed by lambda i: (i // 4, i % 4) (AlterOpImpl's output); verbatim,
# common indentation removed.

@T.prim_func
def relax_add_replacement(arg0: T.Buffer((4, 4), "float32"), arg1: T.Buffer((4, 4), "float32"), output: T.Buffer((4, 4), "float32")):
    T.func_attr({"frozen_layout": True, "operator_name": "relax.add"})
    for ax0, ax1 in T.grid(4, 4):
        with T.block("T_add"):
            v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
            T.reads(arg0[v_ax0, v_ax1], arg1[v_ax0, v_ax1])
            T.writes(output[v_ax0, v_ax1])
            output[v_ax0, v_ax1] = arg0[v_ax0, v_ax1] + arg1[v_ax0, v_ax1]
