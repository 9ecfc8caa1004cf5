# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_tir.py @ 01f04cd44690de2dd01a7849efb6f25681887c81 (Apache-2.0)
# test_prim_func_no_sugar_inlined_buffer: the expected output of PrimFunc.script(), verbatim.

# from tvm.script import tir as T

@T.prim_func
def main(a: T.handle, B: T.Buffer((256, 256), "float32")):
    A = T.match_buffer(a, (128, 128))
    T.evaluate(a)
