# Source: apache/tvm tests/python/relax/test_optimize_layout_transform.py @ 749be1405c777a70277820f2f12c0ec1a8b4f9ab (Apache-2.0)
# test_tranform_layout_tir_remove_pad_transform_layout, class Expected: the @T.prim_func
# "relax_relu_replacement" only (the module also holds Relax functions); verbatim, common
# indentation removed.

@T.prim_func(private=True)
def relax_relu_replacement(
    arg0: T.Buffer((16,), "float32"), output: T.Buffer((16,), "float32")
):
    T.func_attr({"operator_name": "relax.relu"})
    # with T.block("root"):
    for ax0 in range(16):
        with T.block("T_add"):
            v_ax0 = T.axis.spatial(16, ax0)
            T.reads(arg0[v_ax0])
            T.writes(output[v_ax0])
            output[v_ax0] = T.max(arg0[v_ax0], T.float32(0))
