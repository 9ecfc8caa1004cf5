# Source: apache/tvm tests/python/tvmscript/test_tvmscript_printer_tir.py @ 01f04cd44690de2dd01a7849efb6f25681887c81 (Apache-2.0)
# test_prim_func_no_sugar_shared_buffer_data: the expected output of PrimFunc.script(), verbatim.

# from tvm.script import tir as T

@T.prim_func
def main(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (128, 128))
    B = T.match_buffer(b, (256, 256), data=A.data)
    T.evaluate(0)
