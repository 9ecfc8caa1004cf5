# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_tir.py @ 01f04cd44690de2dd01a7849efb6f25681887c81 (Apache-2.0)
# test_remap: the expected output of PrimFunc.script(), verbatim (T.sblock: TVM's newest printer).

# from tvm.script import tir as T

@T.prim_func
def main():
    # with T.sblock("root"):
    for i0, i1, i2, i3, i4, i5 in T.grid(128, 128, 128, 128, 128, 128):
        with T.sblock("update"):
            v0 = T.axis.spatial(128, i0 + 1)
            v1, v2 = T.axis.remap("SR", [i1, i2])
            v3 = T.axis.spatial(128, i3 - 1)
            v4, v5 = T.axis.remap("RS", [i4, i5])
            T.reads()
            T.writes()
            T.evaluate(0)
