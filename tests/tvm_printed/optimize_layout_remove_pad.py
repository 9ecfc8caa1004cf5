# Source: apache/tvm tests/python/relax/test_optimize_layout_transform.py @ 749be1405c777a70277820f2f12c0ec1a8b4f9ab (Apache-2.0)
# test_tranform_layout_tir_remove_pad_transform_layout, class Expected: the @T.prim_func
# "remove_pad" only (the module also holds Relax functions); verbatim, common indentation removed.

@T.prim_func(private=True)
def remove_pad(var_input: T.handle, var_output: T.handle):
    T.func_attr({"operator_name": "remove_pad", "tir.noalias": T.bool(True)})
    p0 = T.int64()
    input = T.match_buffer(var_input, (p0,))
    i0 = T.int64()
    output = T.match_buffer(var_output, (i0,))
    # with T.block("root"):
    for ax0 in range(i0):
        with T.block("output"):
            v_ax0 = T.axis.spatial(i0, ax0)
            T.reads(input[v_ax0])
            T.writes(output[v_ax0])
            output[v_ax0] = input[v_ax0]
