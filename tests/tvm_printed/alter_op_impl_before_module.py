# Source: apache/tvm tests/python/relax/test_transform_alter_op_impl.py @ 103a6f6f950f3692397368509348188fccf20290 (Apache-2.0)
# test_single_output, class Before: a Relax + TIR module; verbatim, common indentation removed.

@I.ir_module
class Before:
    @T.prim_func
    def add(arg0: T.Buffer((16,), "float32"), arg1: T.Buffer((16,), "float32"), output: T.Buffer((16,), "float32")):
        T.func_attr({"operator_name": "relax.add"})
        for ax0 in range(16):
            with T.block("T_add"):
                v_ax0 = T.axis.spatial(16, ax0)
                T.reads(arg0[v_ax0], arg1[v_ax0])
                T.writes(output[v_ax0])
                output[v_ax0] = arg0[v_ax0] + arg1[v_ax0]

    @R.function
    def main(x: R.Tensor((16,), dtype="float32"), y: R.Tensor((16,), dtype="float32")) -> R.Tensor((16,), dtype="float32"):
        with R.dataflow():
            lv = R.call_tir(add, (x, y), out_sinfo=R.Tensor((16,), dtype="float32"))
            gv: R.Tensor((16,), dtype="float32") = lv
            R.output(gv)
        return gv
